/**
 * The listing wizard's labels (`/sell/new` and `/sell/listings/:id/edit`,
 * docs/product.md#listings): its five steps, their fields, the photo uploader and the
 * preview. Its refusals and toasts are validationMessages and serverMessages in messages.ts.
 */
import { auctionLabels } from './auction-labels';
import { auctionPageLabels, photoGalleryLabels } from './auction-page';
import { registerLabels } from './auth';
import { dashboardLabels } from './dashboard';
import { myListingsLabels } from './my-listings';
import { searchFiltersLabels } from './search';

/** An auction's running time, as the duration choices and the preview name it. */
export const durationLabels = {
  hours: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
} as const;

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

export const listingWizardLabels = {
  newListing: dashboardLabels.newListing,
  editListing: auctionPageLabels.editListing,
  myListings: myListingsLabels.title,
  steps: 'Steps',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}: `,
  stepTitles: {
    photos: photoGalleryLabels.thumbnails,
    details: 'Details',
    price: 'Price and timing',
    delivery: 'Location and delivery',
    preview: 'Preview',
  },
  photosIntro:
    'Clear photos in good light sell for more. Publishing needs at least one photo; a draft can be saved without.',
  previewIntro: 'This is how buyers will see your listing. Go back to change anything.',
  waitForPhotos: 'Please wait for your photos to finish uploading.',
  back: registerLabels.back,
  next: registerLabels.next,
  saveDraft: 'Save as draft',
  saving: 'Saving…',
  savePublish: 'Save and publish',
  publish: 'Publish listing',
  /** The edit page before the wizard shows. */
  loadingListing: 'Loading your listing…',
  backToMyListings: 'Back to my listings',
} as const;

export const listingDetailsLabels = {
  title: 'Title',
  titleHint: 'Say what it is: brand, model, size or storage.',
  category: searchFiltersLabels.category,
  chooseCategory: 'Choose a category',
  condition: searchFiltersLabels.condition,
  chooseCondition: 'Choose the condition',
  brand: 'Brand',
  brandHint: 'Leave it empty for unbranded goods.',
  description: auctionPageLabels.description,
  descriptionHint: 'What is included, any faults, and how long it has been used.',
} as const;

export const listingPriceLabels = {
  startingPrice: 'Starting price',
  startingPriceHint: 'The first bid must be at least this.',
  reservePrice: 'Reserve price (optional)',
  reservePriceHint: 'Hidden from buyers. The item sells only if bidding reaches it.',
  buyNowPrice: 'Buy Now price (optional)',
  buyNowPriceHint: 'Buyers can end the auction at this price before bidding gets going.',
  duration: 'Duration',
  start: 'Start',
  restartOnSave: 'Restart when I save',
  startOnPublish: 'As soon as I publish',
  startLater: 'At a set time',
  startAt: 'Start date and time',
  startAtHint: 'Up to 30 days ahead.',
  /** A price field the form cannot read as naira. */
  amountFormat: 'Enter an amount in naira, like 25000 or 25,000.50.',
  /** Told to a seller not yet verified, before Publish would refuse a price above the limit. */
  verificationLimit: (limit: string) =>
    `Starting or Buy Now prices above ${limit} need a verified seller. It takes a minute with your BVN.`,
  verifyLink: 'Verify now',
} as const;

export const listingDeliveryLabels = {
  intro: 'Buyers check this first. Say where the item is and how it can reach them.',
  state: 'State',
  chooseState: 'Choose a state',
  city: 'City or town',
  cityHint: 'Where the item is, for example Ikeja, Wuse or Bodija.',
  ways: 'How the buyer gets it',
  pickup: 'Buyers can pick it up from me',
  deliversInState: (state: string) => (state ? `I deliver within ${state}` : 'I deliver within my state'),
  deliveryFeeInState: (state: string) => (state ? `Delivery fee within ${state}` : 'Delivery fee within my state'),
  deliversOtherStates: 'I deliver to other states',
  deliveryFeeOtherStates: 'Delivery fee to other states',
  feeHint: 'Enter 0 for free delivery.',
} as const;

export const listingPreviewLabels = {
  startsAt: (time: string) => `Starts ${time}`,
  startsOnPublish: 'Starts as soon as you publish',
  coverOf: (title: string) => `${title}, cover photo`,
  cover: 'Cover photo',
  noCategory: 'No category chosen',
  untitled: 'Untitled listing',
  noBrand: 'No brand',
  noCondition: 'Condition not chosen',
  startingBid: auctionLabels.startingBid,
  buyNow: 'Buy Now',
  reserve: 'Reserve (hidden)',
  noReserve: 'None',
  runsFor: 'Runs for',
  ifUnsold: 'If it does not sell',
  photoCount,
  noDescription: 'No description yet.',
} as const;

export const photoUploaderLabels = {
  add: 'Add photos',
  addMore: 'Add more photos',
  hint: (max: number) => `JPEG, PNG or WebP, up to 8 MB each; at most ${max} photos. The first photo is the cover.`,
  uploadingCount: (count: number) => `Uploading ${photoCount(count)}`,
  addedCount: (count: number) => `${photoCount(count)} added`,
  list: 'Listing photos',
  photo: (index: number) => `Photo ${index}`,
  cover: 'Cover',
  makeCover: 'Make cover',
  makeCoverTarget: (index: number) => `(photo ${index})`,
  remove: 'Remove',
  removeTarget: (index: number) => `photo ${index}`,
  uploading: 'Uploading…',
  dismiss: 'Dismiss',
} as const;
