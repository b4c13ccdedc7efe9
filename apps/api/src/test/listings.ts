import sharp from 'sharp';
import type { CreateListingRequest } from '@naijabid/shared/schemas/listings';
import { insertListing, type NewListing } from '../modules/auctions/repository';
import type { TestApp } from './test-app';

export async function jpegPhoto(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 4, g: 120, b: 87 } } })
    .jpeg()
    .toBuffer();
}

export async function uploadPhoto(app: TestApp, token: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/v1/listing-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(await jpegPhoto()),
  });
  const body = (await response.json()) as { data: { photo: { id: string } } };
  if (response.status !== 201) throw new Error(`photo upload: ${response.status} ${JSON.stringify(body)}`);
  return body.data.photo.id;
}

export function listingRequest(overrides: Partial<CreateListingRequest> = {}): CreateListingRequest {
  return {
    title: 'Samsung Galaxy A15 128GB',
    description: 'Brand new, sealed in box with one year warranty and a fast charger.',
    category: 'Phones & Tablets',
    brand: 'Samsung',
    condition: 'new',
    startingPrice: 150_000_00,
    durationMinutes: 24 * 60,
    photoIds: [],
    publish: true,
    relistTimes: 0,
    relistPriceDropPercent: 0,
    locationState: 'Lagos',
    locationCity: 'Ikeja',
    pickup: true,
    deliveryFeeInState: 2_500_00,
    deliveryFeeOtherStates: 6_000_00,
    ...overrides,
  };
}

/** Publishes a listing over HTTP with a freshly uploaded photo. */
export async function createListing(app: TestApp, token: string, overrides: Partial<CreateListingRequest> = {}) {
  const photoId = await uploadPhoto(app, token);
  const response = await app.request('POST', '/api/v1/listings', {
    token,
    body: listingRequest({ photoIds: [photoId], ...overrides }),
  });
  if (response.status !== 201) throw new Error(`create listing: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.listing;
}

/** Straight into the table, for tests about browsing many listings. */
export async function insertListingRow(app: TestApp, sellerId: string, overrides: Partial<NewListing> = {}) {
  const now = Date.now();
  return insertListing(app.database.db, {
    sellerId,
    title: 'Hisense 43 inch Smart TV',
    description: 'Full HD smart television with Netflix and YouTube built in.',
    category: 'Electronics',
    brand: 'Hisense',
    condition: 'new',
    startingPriceKobo: 180_000_00,
    currentPriceKobo: 180_000_00,
    status: 'scheduled',
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 3_600_000),
    ...overrides,
  });
}
