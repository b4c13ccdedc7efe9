import { relistLabels } from '@naijabid/shared/messages/saved-searches';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages, validationMessages as v } from '@naijabid/shared/messages';
import { formatNairaForField } from '@naijabid/shared/money';
import { phoneMessages, settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { listingPreviewLabels, listingPriceLabels } from '@naijabid/shared/messages/listing-wizard';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { listingToForm, nairaFormatMessage, priceFieldKobo } from '../listing-form-schema';
import NewListingPage from '../new-listing-page';
import { detail, photo, sellerUser } from '../../../test/fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

function setup(answers: Record<string, MockAnswer | MockAnswer[]> = {}, user = sellerUser) {
  localStorage.setItem('user_access_token', 'token-1');
  const calls = mockFetch({
    '/me': { body: { data: { user } } },
    '/me/phone': { body: { data: { verifiedNumber: '+2348031234567', pendingNumber: null, resendAfterSeconds: 0 } } },
    ...answers,
  });
  renderRoute(<NewListingPage />, { path: '/sell/new' });
  return { user: userEvent.setup(), calls };
}

async function fillDetails(user: User) {
  await user.type(screen.getByLabelText('Title'), 'Samsung Galaxy A55 128GB');
  await user.selectOptions(screen.getByLabelText('Category'), 'Phones & Tablets');
  await user.selectOptions(screen.getByLabelText('Condition'), 'used');
  await user.type(screen.getByLabelText('Brand'), 'Samsung');
  await user.type(screen.getByLabelText('Description'), 'Clean phone, no scratches, with charger and box.');
}

async function toPriceStep(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Price and timing' })).toBeInTheDocument();
}

/** From the price step, with its starting price typed, to the delivery step. */
async function toDeliveryStep(user: User) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Location and delivery' })).toBeInTheDocument();
}

/** Ikeja, Lagos: pickup, and delivery within Lagos for ₦2,500; then on to the preview. */
async function fillDeliveryAndPreview(user: User) {
  await toDeliveryStep(user);
  await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
  await user.type(screen.getByLabelText('City or town'), 'Ikeja');
  await user.click(screen.getByLabelText('I deliver within Lagos'));
  await user.type(screen.getByLabelText('Delivery fee within Lagos'), '2,500');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
}

describe('naira to kobo', () => {
  it('turns what a seller types into whole kobo and back', () => {
    expect(priceFieldKobo('25,000.50')).toBe(2_500_050);
    expect(priceFieldKobo(' 1 000 ')).toBe(100_000);
    expect(priceFieldKobo('0.1')).toBe(10);
    expect(priceFieldKobo('')).toBeNull();
    expect(formatNairaForField(2_500_000)).toBe('25000');
    expect(formatNairaForField(2_500_050)).toBe('25000.50');
    expect(formatNairaForField(null)).toBe('');
  });
});

describe('the edit form', () => {
  it("starts from the listing's location and delivery; one from before locations has them to fill in", () => {
    expect(listingToForm({ ...detail(), reservePrice: null })).toMatchObject({
      locationState: 'FCT',
      locationCity: 'Wuse',
      pickup: true,
      deliversInState: true,
      deliveryFeeInState: '2000',
      deliversOtherStates: true,
      deliveryFeeOtherStates: '5500',
    });
    const older = detail({
      deliveryOptions: { state: null, city: null, pickup: true, feeInState: null, feeOtherStates: null },
    });
    expect(listingToForm({ ...older, reservePrice: null })).toMatchObject({
      locationState: '',
      locationCity: '',
      pickup: true,
      deliversInState: false,
      deliveryFeeInState: '',
      deliversOtherStates: false,
    });
  });
});

describe('the new listing form', () => {
  it('names every missing detail with the shared messages before moving on', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.listingTitleTooShort)).toBeInTheDocument();
    expect(screen.getByText(v.listingDescriptionTooShort)).toBeInTheDocument();
    expect(screen.getByText(v.listingCategoryRequired)).toBeInTheDocument();
    // Brand is optional (unbranded goods), so an empty one is no error.
    expect(screen.queryByText(v.listingBrandRequired)).not.toBeInTheDocument();
    expect(screen.getByText(v.listingConditionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    // Fixing a field clears its message as the seller types.
    await user.type(screen.getByLabelText('Title'), 'Samsung Galaxy A55');
    await waitFor(() => expect(screen.queryByText(v.listingTitleTooShort)).not.toBeInTheDocument());
  });

  it('checks prices: the range, the naira format, reserve and Buy Now against the start', async () => {
    const { user } = setup();
    await toPriceStep(user);
    const starting = screen.getByLabelText('Starting price');
    await user.type(starting, '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.listingStartingPriceRange)).toBeInTheDocument();
    await user.clear(starting);
    await user.type(starting, '12abc');
    expect(await screen.findByText(nairaFormatMessage)).toBeInTheDocument();
    await user.clear(starting);
    await user.type(starting, '150,000');
    await user.type(screen.getByLabelText('Reserve price (optional)'), '100000');
    await user.type(screen.getByLabelText('Buy Now price (optional)'), '120000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.listingReserveBelowStart)).toBeInTheDocument();
    expect(screen.getByText(v.listingBuyNowTooLow)).toBeInTheDocument();
  });

  it('sends prices in kobo, the chosen duration and relisting; a draft needs no photo', async () => {
    const listing = { id: 'new-listing-id', status: 'draft' };
    const { user, calls } = setup({
      '/listings': { status: 201, body: { message: serverMessages.listingSaved, data: { listing } } },
    });
    await toPriceStep(user);
    await user.type(screen.getByLabelText('Starting price'), '150,000.50');
    await user.type(screen.getByLabelText('Buy Now price (optional)'), '400000');
    await user.selectOptions(screen.getByLabelText('Duration'), '1 day');
    await user.selectOptions(screen.getByLabelText(relistLabels.times), relistLabels.timesChoice(2));
    await user.selectOptions(screen.getByLabelText(relistLabels.priceDrop), relistLabels.priceDropChoice(10));
    await fillDeliveryAndPreview(user);
    expect(screen.getByText('₦150,000.50')).toBeInTheDocument();
    expect(screen.getByText('₦400,000')).toBeInTheDocument();
    expect(screen.getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(screen.getByText('Available in Ikeja')).toBeInTheDocument();
    expect(screen.getByText('₦2,500')).toBeInTheDocument();
    expect(screen.getByText('No delivery outside Lagos')).toBeInTheDocument();
    // The relist choice is part of what the seller checks before publishing.
    expect(screen.getByText(listingPreviewLabels.ifUnsold).nextElementSibling).toHaveTextContent(
      'Relisted up to 2 times, 10% lower each time',
    );

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/listings'))).toBe(true));
    const sent = calls.find((call) => call.url.endsWith('/listings'))!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      title: 'Samsung Galaxy A55 128GB',
      description: 'Clean phone, no scratches, with charger and box.',
      category: 'Phones & Tablets',
      brand: 'Samsung',
      condition: 'used',
      startingPrice: 15_000_050,
      reservePrice: null,
      buyNowPrice: 40_000_000,
      durationMinutes: 1440,
      photoIds: [],
      locationState: 'Lagos',
      locationCity: 'Ikeja',
      pickup: true,
      deliveryFeeInState: 250_000,
      deliveryFeeOtherStates: null,
      publish: false,
      relistTimes: 2,
      relistPriceDropPercent: 10,
    });
    expect(toast.success).toHaveBeenCalledWith(serverMessages.listingSaved);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sell/listings'));
  });

  it('tells a seller not yet verified of the ₦200,000 limit at the price step, with a link to verify', async () => {
    const verification = (status: string) => ({
      body: {
        data: {
          status,
          name: null,
          bankCode: null,
          maskedAccountNumber: null,
          maskedBvn: null,
          reason: null,
          requestedAt: null,
          decidedAt: null,
        },
      },
    });
    const { user } = setup({ '/me/seller-verification': verification('unverified') });
    await toPriceStep(user);
    const note = await screen.findByTestId('verification-limit');
    expect(note).toHaveTextContent(listingPriceLabels.verificationLimit('₦200,000'));
    expect(within(note).getByRole('link', { name: listingPriceLabels.verifyLink })).toHaveAttribute(
      'href',
      '/settings/verify',
    );
    cleanup();

    const verified = setup({ '/me/seller-verification': verification('verified') });
    await toPriceStep(verified.user);
    await waitFor(() => expect(verified.calls.some((call) => call.url.endsWith('/me/seller-verification'))).toBe(true));
    expect(screen.queryByTestId('verification-limit')).not.toBeInTheDocument();
  });

  it('asks where the item is and for at least one way to get it, with the shared messages', async () => {
    const { user } = setup();
    await toPriceStep(user);
    await user.type(screen.getByLabelText('Starting price'), '150000');
    await toDeliveryStep(user);
    expect(screen.getByLabelText('Buyers can pick it up from me')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.listingStateRequired)).toBeInTheDocument();
    expect(screen.getByText(v.listingCityRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('State'), 'Oyo');
    await user.type(screen.getByLabelText('City or town'), 'Ibadan');
    await user.click(screen.getByLabelText('Buyers can pick it up from me'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.listingDeliveryWayRequired)).toBeInTheDocument();

    await user.click(screen.getByLabelText('I deliver within Oyo'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.listingDeliveryFeeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Delivery fee within Oyo'), '1,500x');
    expect(await screen.findByText(nairaFormatMessage)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Delivery fee within Oyo'));
    await user.type(screen.getByLabelText('Delivery fee within Oyo'), '600000');
    expect(await screen.findByText(v.listingDeliveryFeeRange)).toBeInTheDocument();
  });

  it('sends delivery without pickup, free within the state, and a fee to other states', async () => {
    const { user, calls } = setup({
      '/listings': { status: 201, body: { message: serverMessages.listingSaved, data: { listing: { id: 'x' } } } },
    });
    await toPriceStep(user);
    await user.type(screen.getByLabelText('Starting price'), '150000');
    await toDeliveryStep(user);
    await user.selectOptions(screen.getByLabelText('State'), 'FCT');
    await user.type(screen.getByLabelText('City or town'), '  Wuse ');
    await user.click(screen.getByLabelText('Buyers can pick it up from me'));
    await user.click(screen.getByLabelText('I deliver within FCT'));
    await user.type(screen.getByLabelText('Delivery fee within FCT'), '0');
    await user.click(screen.getByLabelText('I deliver to other states'));
    await user.type(screen.getByLabelText('Delivery fee to other states'), '6000');
    // A fee typed and then unticked is no delivery there.
    await user.click(screen.getByLabelText('I deliver to other states'));
    await user.click(screen.getByLabelText('I deliver to other states'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Not offered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/listings'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/listings'))!.body).toMatchObject({
      locationState: 'FCT',
      locationCity: 'Wuse',
      pickup: false,
      deliveryFeeInState: 0,
      deliveryFeeOtherStates: 600_000,
    });
  });

  it('will not publish without a photo and goes back to the photos step', async () => {
    const { user, calls } = setup();
    await toPriceStep(user);
    await user.type(screen.getByLabelText('Starting price'), '150000');
    await fillDeliveryAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Publish listing' }));
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByText(v.listingPhotosRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/listings'))).toBe(false);
  });

  it('uploads a photo as the raw file and publishes with its id', async () => {
    const uploaded = photo('33333333-3333-4333-8333-333333333333');
    const { user, calls } = setup({
      '/listing-photos': { status: 201, body: { data: { photo: uploaded } } },
      '/listings': {
        status: 201,
        body: { message: serverMessages.listingPublished, data: { listing: { id: 'published-id' } } },
      },
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'phone.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Add photos'), file);
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('320w'),
    );
    expect(screen.getByText('Cover')).toBeInTheDocument();
    const upload = calls.find((call) => call.url.endsWith('/listing-photos'))!;
    expect(upload.method).toBe('POST');
    expect(upload.headers['Content-Type']).toBe('image/png');
    expect(upload.headers.Authorization).toBe('Bearer token-1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Starting price'), '150000');
    await fillDeliveryAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Publish listing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auctions/published-id'));
    const sent = calls.find((call) => call.url.endsWith('/listings'))!;
    expect(sent.body).toMatchObject({ photoIds: [uploaded.id], publish: true, startingPrice: 15_000_000 });
    expect(toast.success).toHaveBeenCalledWith(serverMessages.listingPublished);
  });

  it('refuses a file that is not a photo without uploading it', async () => {
    const { calls } = setup();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // A phone's file picker can still hand over any file, whatever `accept` asks for.
    await userEvent.setup({ applyAccept: false }).upload(await screen.findByLabelText('Add photos'), file);
    expect(await screen.findByText(serverMessages.photoTypeRefused)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/listing-photos'))).toBe(false);
  });

  it('shows each server field error on its field and returns to that step', async () => {
    const message = 'Start time cannot be in the past.';
    const { user } = setup({
      '/listings': {
        status: 400,
        body: {
          code: 'validation',
          message: 'Invalid request',
          detail: 'Invalid request',
          errors: { title: 'That title is taken by a rule.', startsAt: message },
        },
      },
    });
    await toPriceStep(user);
    await user.type(screen.getByLabelText('Starting price'), '150000');
    await fillDeliveryAndPreview(user);
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('That title is taken by a rule.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('Invalid request');
  });

  it('offers a buyer the switch to selling instead of the form', async () => {
    const { user, calls } = setup(
      { '/me/become-seller': { body: { message: serverMessages.becameSeller, data: { user: sellerUser } } } },
      { ...sellerUser, accountType: 'buyer' as never },
    );
    await user.click(await screen.findByRole('button', { name: 'Become a seller' }));
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/me/become-seller'))!.method).toBe('POST');
    expect(toast.success).toHaveBeenCalledWith(serverMessages.becameSeller);
  });

  it('asks a seller without a verified phone to verify one in Settings first', async () => {
    setup({ '/me/phone': { body: { data: { verifiedNumber: null, pendingNumber: null, resendAfterSeconds: 0 } } } });
    expect(await screen.findByText(phoneMessages.requiredToList)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: settingsPageLabels.verifyPhonePrompt })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('heading', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to login', async () => {
    mockFetch({});
    renderRoute(<NewListingPage />, { path: '/sell/new' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
