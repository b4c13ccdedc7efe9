import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { signUpAndLogIn } from '../../../test/accounts';
import { verifyPhone } from '../../../test/phone';
import { createListing, listingRequest, uploadPhoto } from '../../../test/listings';
import { verifySeller } from '../../../test/seller-verification';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  app = await startTestApp();
  seller = await signUpAndLogIn(app, { accountType: 'seller' });
  // Some listings here are priced above what an unverified seller may publish.
  await verifySeller(app, seller.token);
});
afterAll(() => app.close());

function post(token: string, body: unknown) {
  return app.request('POST', '/api/v1/listings', { token, body });
}

describe('creating a listing', () => {
  it('publishes a listing with a photo, live at once, with the reserve shown to the seller only', async () => {
    const listing = await createListing(app, seller.token, { reservePrice: 200_000_00, buyNowPrice: 250_000_00 });
    expect(listing).toMatchObject({
      status: 'live',
      currentPrice: 150_000_00,
      bidCount: 0,
      reservePrice: 200_000_00,
      reserveMet: false,
      hasBuyNow: true,
    });
    expect(listing.photos).toHaveLength(1);
    expect(Object.keys(listing.photos[0].urls)).toEqual(['320', '640', '1280']);

    const publicView = await app.request('GET', `/api/v1/auctions/${listing.id}`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.data.auction).not.toHaveProperty('reservePrice');
    expect(publicView.body.data.auction.seller.displayName).toBe('Chiamaka O.');
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a short title', { title: 'TV' }, 'title', m.listingTitleTooShort],
    ['a long title', { title: 'x'.repeat(81) }, 'title', m.listingTitleTooLong],
    ['a short description', { description: 'Nice phone' }, 'description', m.listingDescriptionTooShort],
    ['an unknown category', { category: 'Cars' }, 'category', m.listingCategoryRequired],
    ['a long brand', { brand: 'x'.repeat(41) }, 'brand', m.listingBrandTooLong],
    ['an unknown condition', { condition: 'broken' }, 'condition', m.listingConditionRequired],
    ['a starting price under ₦100', { startingPrice: 99_00 }, 'startingPrice', m.listingStartingPriceRange],
    ['a fractional price', { startingPrice: 1000.5 }, 'startingPrice', m.listingPriceWholeKobo],
    ['a reserve below the start', { reservePrice: 100_000_00 }, 'reservePrice', m.listingReserveBelowStart],
    ['a Buy Now price at the start', { buyNowPrice: 150_000_00 }, 'buyNowPrice', m.listingBuyNowTooLow],
    ['a 30-minute auction', { durationMinutes: 30 }, 'durationMinutes', m.listingDurationRange],
    ['a 15-day auction', { durationMinutes: 15 * 24 * 60 }, 'durationMinutes', m.listingDurationRange],
    ['no duration or end', { durationMinutes: undefined }, 'durationMinutes', m.listingTimingRequired],
    ['a malformed start', { startsAt: 'tomorrow' }, 'startsAt', m.listingStartInvalid],
    [
      'a start in the past',
      { startsAt: new Date(Date.now() - 86_400_000).toISOString() },
      'startsAt',
      m.listingStartInPast,
    ],
    [
      'a start 31 days ahead',
      { startsAt: new Date(Date.now() + 31 * 86_400_000).toISOString() },
      'startsAt',
      m.listingStartTooFar,
    ],
    ['no photo on publish', { photoIds: [] }, 'photoIds', m.listingPhotosRequired],
    [
      'nine photos',
      { photoIds: Array.from({ length: 9 }, () => crypto.randomUUID()) },
      'photoIds',
      m.listingPhotosTooMany,
    ],
    ['a photo of someone else', { photoIds: [crypto.randomUUID()] }, 'photoIds', serverMessages.photoNotYours],
    ['no state', { locationState: undefined }, 'locationState', m.listingStateRequired],
    ['a state that is not Nigerian', { locationState: 'Texas' }, 'locationState', m.listingStateRequired],
    ['no city', { locationCity: undefined }, 'locationCity', m.listingCityRequired],
    ['a blank city', { locationCity: '  ' }, 'locationCity', m.listingCityRequired],
    ['a long city', { locationCity: 'x'.repeat(61) }, 'locationCity', m.listingCityTooLong],
    ['no word on pickup', { pickup: undefined }, 'pickup', m.listingPickupRequired],
    [
      'no delivery fee in the state',
      { deliveryFeeInState: undefined },
      'deliveryFeeInState',
      m.listingDeliveryFeeRequired,
    ],
    ['a negative delivery fee', { deliveryFeeOtherStates: -1 }, 'deliveryFeeOtherStates', m.listingDeliveryFeeRange],
    [
      'a delivery fee over ₦500,000',
      { deliveryFeeInState: 500_000_01 },
      'deliveryFeeInState',
      m.listingDeliveryFeeRange,
    ],
    ['a fractional delivery fee', { deliveryFeeInState: 2500.5 }, 'deliveryFeeInState', m.listingPriceWholeKobo],
    [
      'neither pickup nor delivery',
      { pickup: false, deliveryFeeInState: null, deliveryFeeOtherStates: null },
      'pickup',
      m.listingDeliveryWayRequired,
    ],
  ];

  it.each(invalid)('refuses %s with its message', async (_case, change, field, message) => {
    const response = await post(seller.token, { ...listingRequest({ photoIds: [crypto.randomUUID()] }), ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('names every mistake at once: a rule between prices is checked even while the location is missing', async () => {
    const response = await post(
      seller.token,
      listingRequest({
        reservePrice: 100_000_00,
        locationState: undefined,
        pickup: false,
        deliveryFeeInState: null,
        deliveryFeeOtherStates: null,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      reservePrice: m.listingReserveBelowStart,
      locationState: m.listingStateRequired,
      pickup: m.listingDeliveryWayRequired,
    });
  });

  it('saves a draft without photos, seen by its seller only', async () => {
    const response = await post(seller.token, listingRequest({ publish: false }));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(serverMessages.listingSaved);
    const id = response.body.data.listing.id;
    expect(response.body.data.listing.status).toBe('draft');
    expect((await app.request('GET', `/api/v1/auctions/${id}`)).status).toBe(404);
    expect((await app.request('GET', `/api/v1/auctions/${id}`, { token: seller.token })).status).toBe(200);
  });
});

describe('location and delivery', () => {
  it('keeps what the seller gave and shows it on the page, the card and their own list', async () => {
    const own = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, own.token, {
      title: 'Hisense 205L Refrigerator',
      locationState: 'Rivers',
      locationCity: ' Port Harcourt ',
      pickup: true,
      deliveryFeeInState: 10_000_00,
      deliveryFeeOtherStates: null,
    });
    const offered = {
      state: 'Rivers',
      city: 'Port Harcourt',
      pickup: true,
      feeInState: 10_000_00,
      feeOtherStates: null,
    };
    expect(listing.deliveryOptions).toEqual(offered);

    const page = await app.request('GET', `/api/v1/auctions/${listing.id}`);
    expect(page.body.data.auction.deliveryOptions).toEqual(offered);

    const cards = await app.request('GET', '/api/v1/auctions?limit=60&sort=newest');
    const card = cards.body.data.items.find((item: { id: string }) => item.id === listing.id);
    expect(card).toMatchObject({ city: 'Port Harcourt', state: 'Rivers', deliveryFrom: 10_000_00 });
    expect(card).not.toHaveProperty('deliveryOptions');

    const mine = await app.request('GET', '/api/v1/me/listings', { token: own.token });
    expect(mine.body.data.items[0].deliveryOptions).toEqual(offered);
  });

  it('changes with an edit: pickup only, then no card hint of delivery', async () => {
    const listing = await createListing(app, seller.token);
    expect(listing).toMatchObject({ city: 'Ikeja', state: 'Lagos', deliveryFrom: 2_500_00 });
    const edited = await app.request('PUT', `/api/v1/listings/${listing.id}`, {
      token: seller.token,
      body: listingRequest({
        photoIds: listing.photos.map((photo: { id: string }) => photo.id),
        locationState: 'Oyo',
        locationCity: 'Ibadan',
        pickup: true,
        deliveryFeeInState: null,
        deliveryFeeOtherStates: null,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.listing).toMatchObject({
      city: 'Ibadan',
      state: 'Oyo',
      deliveryFrom: null,
      deliveryOptions: { state: 'Oyo', city: 'Ibadan', pickup: true, feeInState: null, feeOtherStates: null },
    });
  });

  it('takes delivery without pickup, and free delivery as a fee of ₦0', async () => {
    const listing = await createListing(app, seller.token, {
      pickup: false,
      deliveryFeeInState: 0,
      deliveryFeeOtherStates: 4_500_00,
    });
    expect(listing.deliveryFrom).toBe(0);
    expect(listing.deliveryOptions).toMatchObject({ pickup: false, feeInState: 0, feeOtherStates: 4_500_00 });
  });

  it('shows a listing from before locations existed with none', async () => {
    const listing = await createListing(app, seller.token);
    // What migration 0018 left on the listings it found: no location, pickup by default, no fees.
    await app.database.db.execute(
      sql`update listings set location_state = null, location_city = null, pickup_available = true,
          delivery_fee_in_state_kobo = null, delivery_fee_other_states_kobo = null where id = ${listing.id}`,
    );
    const page = await app.request('GET', `/api/v1/auctions/${listing.id}`);
    expect(page.body.data.auction).toMatchObject({ city: null, state: null, deliveryFrom: null });
    expect(page.body.data.auction.deliveryOptions).toEqual({
      state: null,
      city: null,
      pickup: true,
      feeInState: null,
      feeOtherStates: null,
    });
  });
});

describe('who may list', () => {
  // 409, not 403: the spec's client ends the session on a 403, and a buyer can act on this one.
  it('refuses a buyer with a 409 saying how to become a seller, until they do from the dashboard', async () => {
    const buyer = await signUpAndLogIn(app, { accountType: 'buyer' });
    const refused = await post(buyer.token, listingRequest({ publish: false }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'not_seller', message: serverMessages.notSeller });
    const photo = await fetch(`${app.baseUrl}/api/v1/listing-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'image/jpeg' },
      body: 'x',
    });
    expect(photo.status).toBe(409);
    expect(await photo.json()).toMatchObject({ code: 'not_seller', message: serverMessages.notSeller });

    const switched = await app.request('POST', '/api/v1/me/become-seller', { token: buyer.token });
    expect(switched.status).toBe(200);
    expect(switched.body.data.user.accountType).toBe('seller');
    await verifyPhone(app, buyer.token);
    expect((await post(buyer.token, listingRequest({ publish: false }))).status).toBe(201);
  });

  it('refuses a seller whose email is not verified with a 409 saying so', async () => {
    const other = await signUpAndLogIn(app, { accountType: 'seller' });
    await app.database.db.execute(
      sql`update users set email_verified_at = null where email = ${other.email.toLowerCase()}`,
    );
    const response = await post(other.token, listingRequest({ publish: false }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'not_verified', message: serverMessages.emailNotVerifiedForListing });
  });

  it('refuses anyone without a token', async () => {
    expect((await app.request('POST', '/api/v1/listings', { body: listingRequest() })).status).toBe(401);
  });
});

describe('editing and cancelling', () => {
  it('lets the seller edit and cancel a listing with no bids', async () => {
    const listing = await createListing(app, seller.token);
    const photoId = await uploadPhoto(app, seller.token);
    const edited = await app.request('PUT', `/api/v1/listings/${listing.id}`, {
      token: seller.token,
      body: listingRequest({ title: 'Samsung Galaxy A15 256GB', startingPrice: 170_000_00, photoIds: [photoId] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.listing).toMatchObject({ title: 'Samsung Galaxy A15 256GB', currentPrice: 170_000_00 });
    expect(edited.body.data.listing.photos.map((photo: { id: string }) => photo.id)).toEqual([photoId]);

    const cancelled = await app.request('POST', `/api/v1/listings/${listing.id}/cancel`, { token: seller.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.listing.status).toBe('cancelled');
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).status).toBe(404);
    const again = await app.request('POST', `/api/v1/listings/${listing.id}/cancel`, { token: seller.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(serverMessages.listingClosed);
  });

  // Stays 403: nothing the other seller can do makes it theirs, and no screen offers it.
  it("refuses another seller's edit and cancel with a 403", async () => {
    const listing = await createListing(app, seller.token);
    const intruder = await signUpAndLogIn(app, { accountType: 'seller' });
    const edit = await app.request('PUT', `/api/v1/listings/${listing.id}`, {
      token: intruder.token,
      body: listingRequest({ publish: false }),
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(serverMessages.notYourListing);
    expect((await app.request('POST', `/api/v1/listings/${listing.id}/cancel`, { token: intruder.token })).status).toBe(
      403,
    );
  });

  it('refuses to edit or cancel once there are bids', async () => {
    const listing = await createListing(app, seller.token);
    await app.database.db.execute(sql`update listings set bid_count = 1 where id = ${listing.id}`);
    const edit = await app.request('PUT', `/api/v1/listings/${listing.id}`, {
      token: seller.token,
      body: listingRequest({ publish: false }),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(serverMessages.listingHasBids);
    expect((await app.request('POST', `/api/v1/listings/${listing.id}/cancel`, { token: seller.token })).status).toBe(
      409,
    );
  });

  it('answers 404 for a listing that does not exist, and the same for an id that cannot be one', async () => {
    const unknown = await app.request('GET', `/api/v1/auctions/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', message: serverMessages.listingNotFound });
    for (const malformed of ['not-an-id', '123', `${crypto.randomUUID()}x`]) {
      const response = await app.request('GET', `/api/v1/auctions/${malformed}`);
      expect(response.status, malformed).toBe(404);
      expect(response.body).toEqual(unknown.body);
    }
    expect((await app.request('GET', '/api/v1/auctions/not-an-id/bids')).status).toBe(404);
  });
});

describe('state by the clock', () => {
  it('moves from scheduled to live at its start time, and to ended at its end, by itself', async () => {
    const startsAt = new Date(Date.now() + 1_500).toISOString();
    const listing = await createListing(app, seller.token, { startsAt });
    expect(listing.status).toBe('scheduled');
    const upcoming = await app.request('GET', '/api/v1/auctions?status=upcoming&limit=60');
    expect(upcoming.body.data.items.map((item: { id: string }) => item.id)).toContain(listing.id);

    await sleep(2_000);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.status).toBe('live');

    await app.database.db.execute(
      sql`update listings set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second' where id = ${listing.id}`,
    );
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.status).toBe('ended');
    const ended = await app.request('GET', '/api/v1/auctions?status=ended&limit=60');
    expect(ended.body.data.items.map((item: { id: string }) => item.id)).toContain(listing.id);
  });
});

describe("the seller's listings", () => {
  it('lists every listing of the seller, drafts included, newest first', async () => {
    const own = await signUpAndLogIn(app, { accountType: 'seller' });
    const first = await createListing(app, own.token, { title: 'Nintendo Switch OLED' });
    const draft = await post(own.token, listingRequest({ title: 'PlayStation 5 Slim', publish: false }));
    const response = await app.request('GET', '/api/v1/me/listings', { token: own.token });
    expect(response.body.data.items.map((item: { id: string }) => item.id)).toEqual([
      draft.body.data.listing.id,
      first.id,
    ]);
  });
});
