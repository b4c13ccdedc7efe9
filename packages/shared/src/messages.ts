/**
 * Every sentence a person can read, defined once. The browser and the API import these so
 * a validation message is word for word the same on both sides (docs/product.md#validation and docs/product.md#errors).
 */

import { FORFEITS_BEFORE_BIDDING_BAR } from './auction-rules';
import { clientErrorMessages } from './client-error-messages';
import { BRAND_NAME, ORDER_LIMITS, SECOND_CHANCE_OFFER_HOURS, TERMS } from './constants';
import { auctionLabels } from './messages/auction-labels';
import { registerLabels } from './messages/auth';

export const validationMessages = {
  accountTypeRequired: 'Please select an account type.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'First name must be at least 2 characters.',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Last name must be at least 2 characters.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: "Passwords don't match",
  agreeToTermsRequired: 'You must agree to the terms and privacy policy.',
  loginEmailInvalid: 'Please enter a valid email',
  verificationCodeLength: 'Verification code must be 6 digits',
  nameTooLong: 'Name must be at most 60 characters.',
  emailTooLong: 'Email must be at most 254 characters.',
  listingTitleTooShort: 'Title must be at least 5 characters.',
  listingTitleTooLong: 'Title must be at most 80 characters.',
  listingDescriptionTooShort: 'Description must be at least 20 characters.',
  listingDescriptionTooLong: 'Description must be at most 5,000 characters.',
  listingCategoryRequired: 'Please choose a category.',
  listingBrandRequired: 'Brand is required',
  listingBrandTooLong: 'Brand must be at most 40 characters.',
  listingConditionRequired: "Please choose the item's condition.",
  listingStartingPriceRange: 'Starting price must be between ₦100 and ₦100,000,000.',
  listingPriceWholeKobo: 'Prices must be whole amounts in kobo.',
  listingReserveBelowStart: 'Reserve price must be at least the starting price.',
  listingBuyNowTooLow: 'Buy Now price must be higher than the starting price and the reserve price.',
  listingStartInvalid: 'Please give a valid start time.',
  listingStartInPast: 'Start time cannot be in the past.',
  listingStartTooFar: 'An auction can be scheduled at most 30 days ahead.',
  listingDurationRange: 'An auction must run between 1 hour and 14 days.',
  listingEndInvalid: 'Please give a valid end time.',
  listingTimingRequired: 'Please give a duration or an end time.',
  listingPhotosRequired: 'Add at least one photo before publishing.',
  listingPhotosTooMany: 'You can add at most 8 photos.',
  listingStateRequired: 'Please choose the state the item is in.',
  listingCityRequired: 'Please enter the city or town the item is in.',
  listingCityTooLong: 'City must be at most 60 characters.',
  listingPickupRequired: 'Please say whether buyers may pick the item up.',
  listingDeliveryFeeRequired: 'Enter the delivery fee, or 0 for free delivery.',
  listingDeliveryFeeRange: 'A delivery fee must be between ₦0 and ₦500,000.',
  listingDeliveryWayRequired: 'Offer pickup, delivery or both, so the buyer can get the item.',
  browsePriceInvalid: 'Price filters must be whole amounts in kobo.',
  browseStatusInvalid: 'Status must be live, ending-soon, upcoming or ended.',
  browseSortInvalid: 'Sort must be ending-soon, newest, price-asc, price-desc or most-bids.',
  browseSellersInvalid: 'Sellers must be verified, or left out for every seller.',
  browseLimitInvalid: 'Page size must be between 1 and 60.',
  browseQueryTooLong: 'Search words must be at most 100 characters.',
  bidAmountInvalid: 'Please enter your maximum bid as a whole amount in kobo.',
  depositAmountInvalid: 'Please enter the deposit as a whole amount in kobo.',
  contactNameRequired: 'Please tell us your name.',
  contactMessageTooShort: 'Please write at least 10 characters.',
  contactMessageTooLong: 'Please keep your message under 2,000 characters.',
} as const;

// The client's generic errors and the Place Bid labels are modules of their own, because the
// landing page's first load needs them and none of the rest of this file.
export { clientErrorMessages };
export { placeBidLabels } from './place-bid-labels';

/** Toast titles and descriptions of the screens (docs/product.md#errors). */
export const toastMessages = {
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Please check your information and try again.',
  registerSuccess: 'Registration successful! Please check your email to verify your account.',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Login failed. Please try again.',
  accountNotVerifiedTitle: 'Account not verified',
  accountNotVerifiedDescription: 'Please verify your account to continue',
  loginSuccess: 'Login successful! Welcome back to your account.',
  /** The first login of a new account: nobody is welcomed "back" on their first visit. */
  firstLoginSuccess: `Login successful! Welcome to ${BRAND_NAME}.`,
  verifyFailedFallback: 'Verification failed. Please try again.',
  verifySuccess: 'Account verified successfully!',
  resendFailedFallback: 'Failed to resend code. Please try again.',
  resendSuccess: 'Verification code sent successfully!',
  forgotPasswordFailedFallback: "We couldn't send the reset code. Please try again.",
  resetPasswordFailedFallback: "We couldn't change your password. Please try again.",
  passwordReset: 'Password changed. Please log in with your new password.',
} as const;

/** What the API says in `message` (and `detail`) for each outcome it reports. */
export const serverMessages = {
  /** The same whether or not the address already has an account, so it reveals none. */
  registered: toastMessages.registerSuccess,
  verified: toastMessages.verifySuccess,
  alreadyVerified: 'Your account is already verified. Please log in.',
  codeInvalid: 'That verification code is not valid. Please check it or request a new code.',
  codeExpired: 'This verification code has expired. Please request a new code.',
  codeExhausted: 'Too many incorrect attempts. This code no longer works; please request a new code.',
  codeSent: toastMessages.resendSuccess,
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting another code.`,
  /** The same whatever the address, so it reveals no account. */
  resetCodeSent: 'If an account uses this email, we have sent it a 6-digit code to reset your password.',
  passwordReset: toastMessages.passwordReset,
  loggedIn: toastMessages.loginSuccess,
  badCredentials: 'Incorrect email or password.',
  notVerified: 'Please verify your account to continue. Enter the 6-digit code we emailed you, or request a new one.',
  mailUnavailable: "We couldn't send the email just now. Please try again in a minute.",
  tooManyLoginAttempts: (seconds: number) =>
    `Too many login attempts. Please try again in ${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}.`,
  /** The same whether or not the password was right, so a guess learns nothing from it. */
  loginCodeRequired:
    'Too many failed login attempts on this account. If your password is correct, we have emailed you a 6-digit code: enter it with your password to log in.',
  loggedOut: 'You have been logged out.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  notFound: 'Resource not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyConnections: 'Too many connections are open from your network. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: clientErrorMessages.status503,
  invalidJson: 'The request body is not valid JSON.',
  textHasNulCharacter: 'Text may not contain a NUL character. Please remove it and try again.',
  unsupportedMediaType: 'Please send the request body as JSON.',
  bodyTooLarge: 'The request body is too large.',
  headersTooLarge: 'The request headers are too large.',
  notSeller: 'Only seller accounts can list items. Switch to selling from your dashboard.',
  emailNotVerifiedForListing: 'Please verify your email before listing items.',
  listingNotFound: 'This listing does not exist or is no longer available.',
  tooManyLiveStreams: 'Too many live connections are open from your device or account. Close a few tabs and try again.',
  liveStreamsFull: 'Live updates are busy right now. The page will reconnect in a moment.',
  tooManyWatchedAuctions: (max: number) => `Watch at most ${max} auctions on one stream.`,
  notYourListing: 'You can only change your own listings.',
  listingHasBids: 'This listing already has bids, so it can no longer be edited or cancelled.',
  listingClosed: 'This listing has ended or been cancelled and can no longer be changed.',
  listingCancelled: 'Your listing has been cancelled.',
  listingSaved: 'Your listing has been saved.',
  listingPublished: 'Your listing is published.',
  becameSeller: 'Your account can now list items for auction.',
  photoTypeRefused: 'Photos must be JPEG, PNG or WebP images.',
  photoTooLarge: 'Each photo must be at most 8 MB.',
  photoUnreadable: 'That file could not be read as an image. Please choose another photo.',
  photoMissing: 'Please choose a photo to upload.',
  photoTooManyPixels: (megapixels: number) =>
    `Photos may be at most ${megapixels} megapixels. Please choose a smaller photo.`,
  photoBitDepthRefused: 'Please upload an ordinary 8-bit photo (this one uses 16 bits per colour).',
  photosBusy: 'We are processing many photos right now. Please try again in a moment.',
  tooManyPhotoUploads: (minutes: number) =>
    `You have uploaded many photos in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyDeposits: (minutes: number) =>
    `You have started many deposits in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  photoNotYours: 'One of the photos was not found. Please upload it again.',
  invalidCursor: 'The page link has expired. Please start from the first page.',
  idempotencyKeyRequired: 'Please send an Idempotency-Key header with each bid.',
  idempotencyKeyReused: 'This request key was already used for a different bid. Please try again.',
  auctionNotStarted: 'This auction has not started yet.',
  auctionEnded: 'This auction has ended.',
  ownAuction: 'You cannot bid on your own auction.',
  bidTooLow: (minimum: string) => `Your maximum bid must be at least ${minimum}.`,
  bidNotAboveOwnMaximum: (maximum: string) =>
    `You are leading with a maximum of ${maximum}. To raise it, enter a higher amount.`,
  insufficientFunds: (needed: string, shortBy: string) =>
    `You need ${needed} available in your wallet as bid security for this bid. Please deposit ${shortBy} more.`,
  biddingBarred: (forfeits: number) =>
    `You did not pay for ${forfeits} won auctions in time, so bidding is paused on your account. Please contact support to lift it.`,
  bidAccepted: 'Your bid is in. You are the highest bidder.',
  bidOutbid: 'Your bid is in, but another bidder has a higher maximum.',
  depositTooSmall: (minimum: string) => `The smallest deposit is ${minimum}.`,
  depositTooLarge: (maximum: string) => `The largest single deposit is ${maximum}.`,
  depositStarted: 'Continue to the payment page to finish your deposit.',
  depositsUnavailable: 'Deposits are not available right now. Please try again later.',
  depositNotFound: 'We could not find that deposit.',
  depositCancelled: 'Deposit cancelled. Nothing was charged.',
  depositCheckUnavailable:
    'We could not check this deposit with Paystack just now, so it is still pending. Please try again in a few minutes.',
  virtualAccountUnavailable:
    'We could not open your account number for bank transfers just now. Please try again in a few minutes.',
  webhookSignatureInvalid: 'Invalid signature.',
  buyNowUnavailable: 'Buy Now is no longer available for this auction.',
  buyNowInsufficientFunds: (price: string, shortBy: string) =>
    `You need ${price} available in your wallet to buy this now. Please deposit ${shortBy} more.`,
  boughtNow: "It's yours! The auction has ended and the full price is held from your wallet until you pay.",
  orderNotFound: 'We could not find that order.',
  paymentKeyRequired: 'Please send an Idempotency-Key header with each payment.',
  paymentKeyReused: 'This request key was already used to pay another order. Please try again.',
  orderAlreadyPaid: 'This order is already paid.',
  paymentOverdue: 'The time to pay for this order has passed, so it can no longer be paid.',
  orderInsufficientFunds: (due: string, shortBy: string) =>
    `The balance due is ${due}, and your wallet is ${shortBy} short. Please deposit ${shortBy} and pay again.`,
  orderPaid: 'Payment received. The seller has been told to ship your item.',
  /** A pickup has nothing to ship: the buyer collects it with the code on the order's page. */
  orderPaidForPickup: 'Payment received. The seller has been told; show your pickup code when you collect the item.',
  deliveryUnavailable: 'This item cannot be delivered to that state. Please choose pickup or another address.',
  pickupUnavailable: 'The seller does not offer pickup for this item. Please give a delivery address.',
  orderNotShippable: 'This order cannot be marked as shipped now.',
  orderShipped: 'Marked as shipped. The buyer has been sent the tracking details.',
  orderNotDeliverable: 'Delivery can only be confirmed for an order that has been shipped and is not in dispute.',
  deliveryConfirmed: 'Thanks for confirming. The seller is being paid.',
  disputeNotAllowed: 'A dispute can only be opened on a shipped order before its delivery is confirmed.',
  disputeOpened: 'Your dispute is open. The payment stays on hold while our support team reviews it.',
  orderNotCancellable: (shipBy: string) => `You can cancel only if the seller has not shipped by ${shipBy}.`,
  orderNotCancellableUnpaid: 'Only a paid order can be cancelled, once the seller has missed the shipping deadline.',
  orderCancelled: 'The order is cancelled and the full amount is back in your wallet.',
  secondChanceUnavailable: 'There is no bidder left to offer this item to, or an offer is already open.',
  secondChanceOffered: (price: string) =>
    `Offer sent. The bidder has ${SECOND_CHANCE_OFFER_HOURS} hours to accept it at ${price}.`,
  offerNotFound: 'We could not find that offer.',
  offerNotOpen: 'This offer is no longer open.',
  offerAccepted: `Offer accepted. Please pay within ${TERMS.paymentDueHours} hours from your cart.`,
  offerDeclined: 'Offer declined.',
  subscribed: 'Thanks! Please check your email to confirm your subscription.',
  contactReceived: 'Thanks for reaching out. Our support team will reply by email within one business day.',
} as const;

export const mailMessages = {
  verificationSubject: (code: string) => `${code} is your NaijaBid verification code`,
  passwordResetSubject: (code: string) => `${code} is your NaijaBid password reset code`,
  loginUnlockSubject: (code: string) => `${code} is your NaijaBid login code`,
  signUpAttemptSubject: 'Someone tried to sign up to NaijaBid with your email',
} as const;

/** The mail a credited deposit sends its owner (always: it is about their money). */
export const depositMailMessages = {
  creditedSubject: (amount: string) => `${amount} has been added to your NaijaBid wallet`,
  creditedText: (amount: string) =>
    `We received your deposit of ${amount}. It is in your NaijaBid wallet now, ready to bid and pay with.`,
} as const;

/** What the wallet page says: deposits, their return from the payment page, and the history. */
export const walletMessages = {
  availableLabel: 'Available',
  heldLabel: 'Held',
  owedLabel: 'Owed to NaijaBid',
  owedHint:
    'Return delivery fees your wallet could not cover when a buyer returned an item. Your next sales pay it first, before the rest reaches Available.',
  depositMoney: 'Deposit money',
  depositAmountRequired: 'Please enter an amount to deposit.',
  depositAmountFormat: 'Enter an amount in naira, like 5000 or 5,000.50.',
  depositLimits: (minimum: string, maximum: string) => `From ${minimum} to ${maximum} per deposit.`,
  redirectingToPayment: 'Taking you to the payment page…',
  depositAwaitingProvider:
    'We are waiting for the payment provider to confirm your payment. Your wallet will be credited as soon as it does.',
  depositCredited: (amount: string) => `${amount} has been added to your wallet.`,
  depositFailed: 'Your payment did not go through, so nothing was added to your wallet. You can try again.',
  availableHint: 'What you can bid and pay with.',
  heldHint:
    "Security for bids you are leading and auctions you have won, and withdrawals on their way to your bank. Security returns to Available if you're outbid.",
  loadingBalance: 'Loading your balance…',
  loadingHistory: 'Loading your transactions…',
  historyEmpty: 'No transactions yet. Your deposits and bid security will show here.',
  /**
   * Where a line of the history stands: a hold is held until it is paid (the money left the
   * wallet) or released (it came back, so the line no longer counts).
   */
  entryStatuses: { completed: 'Completed', held: 'Held', paid: 'Paid', released: 'Released' },
  /** Read after a released hold's struck-through amount, which screen readers do not announce as struck. */
  releasedAmount: 'returned to your wallet',
  /** The last line when the history lists only the newest movements: what the older ones add up to. */
  earlierLine: 'Earlier transactions',
  earlierHeld: (amount: string) => `${amount} of them held`,
  bankTransferHint:
    'Transfer any amount to this account from your bank app or USSD. It is added to your wallet as soon as the bank tells us, usually within minutes.',
  openingVirtualAccount: 'Getting your account number…',
  copied: (what: string) => `${what} copied.`,
  copyFailed: 'Could not copy. Please select the number and copy it yourself.',
  depositsEmpty: 'No deposits yet.',
  loadingDeposits: 'Loading your deposits…',
  /** A deposit's state and how it was paid, in plain words. */
  depositStates: { pending: 'Pending', credited: 'Credited', failed: 'Failed', cancelled: 'Cancelled' },
  depositChannels: { card: 'Card', bank_transfer: 'Bank transfer', other: 'Other' },
} as const;

/** The bid dialog and the auction page's bid panel. */
export const biddingMessages = {
  dialogTitle: 'Place your bid',
  loading: 'Loading the auction…',
  currentBid: auctionLabels.currentBid,
  startingBid: auctionLabels.startingBid,
  soldForLabel: auctionLabels.soldFor,
  finalBid: auctionLabels.finalBid,
  startsIn: auctionLabels.startsIn,
  timeLeft: auctionLabels.timeLeft,
  highestBidder: 'Highest bidder',
  minimumBid: 'Minimum bid',
  yourMaximum: 'Your maximum',
  raiseAboveMaximum: (maximum: string) =>
    `You are the highest bidder. To raise your maximum, enter more than ${maximum}.`,
  amountLabel: 'Your maximum bid (₦)',
  amountHint: 'We bid for you, one step at a time, up to this amount. Other bidders never see it.',
  amountInvalid: 'Enter an amount in naira, like 25000 or 25,000.',
  securityLabel: 'Bid security held while you lead',
  securityHint: (percent: number, minimum: string) =>
    `${percent}% of your maximum, at least ${minimum}. Released if you are outbid.`,
  availableLabel: 'Available in your wallet',
  walletUnavailable: "We couldn't read your wallet just now. You can still bid; we check your balance when you do.",
  depositLink: 'Deposit to your wallet',
  submit: (amount: string) => `Bid ${amount}`,
  submitting: 'Placing your bid…',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',
  leadingTitle: "You're the highest bidder",
  outbidTitle: 'Another bidder has a higher maximum',
  priceNow: (price: string) => `The bid is now ${price}.`,
  bidAgain: 'Bid again',
  buyNowOffer: (price: string) => `Buy Now for ${price}`,
  buyNowTitle: 'Buy it now?',
  buyNowExplained: (price: string) =>
    `The auction ends at once and you win it. The full price, ${price}, is held from your wallet until you pay.`,
  buyNowConfirm: (price: string) => `Yes, buy for ${price}`,
  buyingNow: 'Buying…',
  back: registerLabels.back,
  boughtTitle: "It's yours!",
  panelTitle: 'Bidding',
  resultTitle: 'Result',
  opensAt: (time: string) => `Bidding opens when the auction starts, ${time}.`,
  youLead: (maximum: string) => `You're the highest bidder, with a maximum of ${maximum}.`,
  youAreOutbid: (maximum: string) => `You've been outbid. Your maximum was ${maximum}.`,
  nextBidFrom: (amount: string) => `Bid ${amount} or more.`,
  firstBidFrom: (amount: string) => `Be the first to bid, from ${amount}.`,
  lateBidRule: (minutes: number) =>
    `A bid in the last ${minutes} minutes moves the end to ${minutes} minutes after it.`,
  howBiddingWorks: 'How bidding works',
  closing: 'Time is up. Confirming the result…',
  wonByYou: (price: string, hours: number) => `You won this auction at ${price}. Payment is due within ${hours} hours.`,
  wonBy: (winner: string) => `Won by ${winner}`,
  soldFor: (price: string) => `Sold for ${price}`,
  unsold: 'This auction ended without a sale.',
  seeMoreIn: (category: string) => `See live auctions in ${category}`,
} as const;

/** The toasts of the signed-in user's live notices. */
export const liveNoticeMessages = {
  outbid: (title: string) => `You've been outbid on ${title}`,
  outbidDetail: (price: string) => `The bid is now ${price}. Bid again to take the lead.`,
  won: (title: string) => `You won ${title}!`,
  wonDetail: (price: string, hours: number) => `Winning bid ${price}. Please pay within ${hours} hours.`,
  lost: (title: string) => `Auction ended: ${title}`,
  lostDetail: (price: string) => `Another bidder won at ${price}.`,
  viewAuction: 'View',
  viewWallet: 'Wallet',
  payNow: 'Pay now',
} as const;

/** Field messages of the order forms: the delivery address, shipping, a dispute. */
export const orderValidationMessages = {
  deliveryChoiceRequired: 'Please choose pickup or delivery.',
  fullNameRequired: 'Please enter the name of the person receiving the item.',
  phoneRequired: 'Please enter a phone number the courier can call.',
  streetRequired: 'Please enter the street address.',
  cityRequired: 'Please enter the city or town.',
  stateRequired: 'Please choose a state.',
  carrierRequired: 'Please enter the courier (for example GIG Logistics).',
  trackingRequired: 'Please enter the tracking number the courier gave you.',
  disputeReasonRequired: 'Please choose what went wrong.',
  disputeDetailsLength: 'Please describe the problem in 20 to 2,000 characters.',
  disputePhotosTooMany: `You can attach at most ${ORDER_LIMITS.disputePhotosMax} photos.`,
} as const;

/** Mail about an order, by step; the API sends these through its job queue after the commit. */
export const orderMailMessages = {
  wonSubject: (title: string) => `You won ${title}: please pay within ${TERMS.paymentDueHours} hours`,
  wonText: (title: string, due: string, dueAt: string) =>
    `Congratulations, you won ${title}. Your bid security counts towards the price; please pay the balance of ${due} from your wallet by ${dueAt}, or the sale and your security are forfeited.`,
  reminderSubject: (title: string, hours: number) => `${hours} hours left to pay for ${title}`,
  reminderText: (title: string, due: string, dueAt: string) =>
    `Please pay the balance of ${due} for ${title} by ${dueAt}. Unpaid in time, the sale and your bid security are forfeited.`,
  paidSubject: (title: string) => `${title} is paid: please ship it`,
  paidText: (title: string, price: string) =>
    `The buyer has paid ${price} for ${title}. The money is held safely until they confirm delivery. Please ship within ${TERMS.shippingBusinessDays} business days and enter the tracking reference on the order.`,
  forfeitedBuyerSubject: (title: string) => `Your win of ${title} was forfeited`,
  forfeitedBuyerText: (title: string, security: string) =>
    `You did not pay for ${title} in time, so the sale is cancelled and your bid security of ${security} is forfeited. A buyer who forfeits ${FORFEITS_BEFORE_BIDDING_BAR} times may not bid until support lifts the bar.`,
  forfeitedSellerSubject: (title: string) => `The buyer of ${title} did not pay`,
  forfeitedSellerText: (title: string, share: string) =>
    `The buyer of ${title} did not pay in time. ${share} of their forfeited bid security has been credited to your wallet.`,
  shippedSubject: (title: string) => `${title} is on its way`,
  shippedText: (title: string, carrier: string, tracking: string, confirmBy: string) =>
    `The seller has shipped ${title} with ${carrier}, tracking number ${tracking}. When it arrives, check it and confirm delivery in your order. If there is a problem, open a dispute before ${confirmBy}; after that the delivery counts as confirmed.`,
  deliveredSubject: (title: string) => `${title} was delivered: your money is on its way`,
  deliveredText: (title: string, payout: string) =>
    `Delivery of ${title} is confirmed. ${payout} (the price less our commission, plus the delivery fee) has been credited to your wallet.`,
  shipOverdueSubject: (title: string) => `${title} was not shipped in time`,
  shipOverdueText: (title: string) =>
    `The seller has not shipped ${title} by the deadline. You may now cancel the order from your order page for a full refund to your wallet, or keep waiting.`,
  cancelledSubject: (title: string) => `The order for ${title} was cancelled`,
  cancelledText: (title: string, amount: string) =>
    `The buyer cancelled the order for ${title} because it was not shipped in time. ${amount} has been refunded to them.`,
  buyerPaidSubject: (title: string) => `You paid for ${title}`,
  buyerPaidText: (title: string, amount: string, shipBy: string) =>
    `We received your payment of ${amount} for ${title}. It is held safely until you confirm delivery. The seller must ship by ${shipBy}; we will email you when it is on its way.`,
  buyerCompletedSubject: (title: string) => `Your order of ${title} is complete`,
  buyerCompletedText: (title: string, amount: string) =>
    `Your order of ${title} is complete: the ${amount} you paid has been released to the seller. You can rate the seller from your order page.`,
  buyerCancelledSubject: (title: string) => `Your order for ${title} is cancelled and refunded`,
  buyerCancelledText: (title: string, amount: string) =>
    `You cancelled the order for ${title} because it was not shipped in time. ${amount} (the price and any delivery fee) is back in your NaijaBid wallet.`,
  disputedSubject: (title: string) => `A dispute was opened on ${title}`,
  disputedText: (title: string) =>
    `The buyer of ${title} opened a dispute. The payment stays on hold while our support team reviews it; we will contact you by email.`,
  offerSubject: (title: string) => `Second chance: ${title} can be yours`,
  offerText: (title: string, price: string, expiresAt: string) =>
    `The winner of ${title} did not complete the sale. The seller offers it to you at your highest bid of ${price}. Accept by ${expiresAt} from your offers page, then pay within ${TERMS.paymentDueHours} hours.`,
  offerAcceptedSubject: (title: string) => `${title} is yours: please pay within ${TERMS.paymentDueHours} hours`,
  offerAcceptedText: (title: string, due: string, dueAt: string) =>
    `You accepted the seller's offer of ${title}. Please pay ${due} from your wallet by ${dueAt}, or the sale is cancelled.`,
  offerBelowReserveText: (title: string, price: string, expiresAt: string) =>
    `The auction for ${title} ended below the seller's reserve price. The seller now offers it to you at your highest bid of ${price}. Accept by ${expiresAt} from your offers page, then pay within ${TERMS.paymentDueHours} hours.`,
} as const;
