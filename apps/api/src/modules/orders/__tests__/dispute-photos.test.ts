import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '@naijabid/shared/constants';
import { orderValidationMessages, serverMessages } from '@naijabid/shared/messages';
import { fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { jpegPhoto } from '../../../test/listings';
import { shippedOrder, signedInOperator } from '../../../test/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: Bidder;
let operator: Bidder;

beforeAll(async () => {
  // Each file's app counts photo uploads on its own: 8 an hour lets the limit be reached here.
  app = await startTestApp({ ...MANY_LOGINS, photoUploadsPerHour: 8 });
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

const upload = async (who: { token: string }, content: Buffer, contentType = 'image/jpeg') =>
  app.request('POST', '/api/v1/dispute-photos', { token: who.token, rawBody: new Uint8Array(content), contentType });
const dispute = (who: { token: string }, orderId: string, photoIds: string[]) =>
  app.request('POST', `/api/v1/orders/${orderId}/disputes`, {
    token: who.token,
    body: { reason: 'not_as_described', details: 'The screen is cracked right across the middle.', photoIds },
  });

describe('photos on a dispute', () => {
  it('lets the buyer attach photos, shown in order to the buyer, the seller and the operator', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    const first = await upload(buyer, await jpegPhoto(1600, 1200));
    expect(first.status).toBe(201);
    expect(first.body.data.photo).toMatchObject({ width: 1280, height: 960 });
    expect(first.body.data.photo.urls['640']).toMatch(/^\/media\/photos\/.+\/640\.webp$/);
    const second = await upload(buyer, await jpegPhoto());
    const photoIds = [second.body.data.photo.id, first.body.data.photo.id];

    const opened = await dispute(buyer, orderId, photoIds);
    expect(opened.status).toBe(201);
    expect(opened.body.data.order.dispute.photos.map((photo: { id: string }) => photo.id)).toEqual(photoIds);
    const sellerView = await app.request('GET', `/api/v1/orders/${orderId}`, { token: seller.token });
    expect(sellerView.body.data.order.dispute.photos.map((photo: { id: string }) => photo.id)).toEqual(photoIds);
    const story = await app.request('GET', `/api/v1/admin/orders/${orderId}`, { token: operator.token });
    expect(story.body.data.order.disputes[0].photos.map((photo: { id: string }) => photo.id)).toEqual(photoIds);
    const served = await fetch(`${app.baseUrl}${first.body.data.photo.urls['320']}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses what is not a photo, an empty body, someone else’s photo and more than the limit', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    const text = await upload(buyer, Buffer.from('not an image'), 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(serverMessages.photoTypeRefused);
    const fake = await upload(buyer, Buffer.from('GIF89a but not really a jpeg'));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe(serverMessages.photoUnreadable);
    const empty = await upload(buyer, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(serverMessages.photoMissing);
    expect((await app.request('POST', '/api/v1/dispute-photos', { rawBody: new Uint8Array(1) })).status).toBe(401);

    const stranger = await fundedBidder(app, 0);
    const theirs = (await upload(stranger, await jpegPhoto())).body.data.photo.id as string;
    const refused = await dispute(buyer, orderId, [theirs]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ photoIds: serverMessages.photoNotYours });
    // Refused whole: the order is still shipped, so the buyer can try again.
    const order = (await app.request('GET', `/api/v1/orders/${orderId}`, { token: buyer.token })).body.data.order;
    expect(order).toMatchObject({ status: 'shipped', dispute: null });

    const tooMany = await dispute(
      buyer,
      orderId,
      Array.from({ length: ORDER_LIMITS.disputePhotosMax + 1 }, () => crypto.randomUUID()),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ photoIds: orderValidationMessages.disputePhotosTooMany });
  });

  it('refuses a photo already on a dispute, and someone else’s order', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    const photoId = (await upload(buyer, await jpegPhoto())).body.data.photo.id as string;
    const stranger = await fundedBidder(app, 0);
    expect((await dispute(stranger, orderId, [])).status).toBe(404);
    expect((await dispute(buyer, orderId, [photoId])).status).toBe(201);

    const other = await shippedOrder(app, seller);
    const again = await dispute(other.buyer, other.orderId, [photoId]);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(serverMessages.photoNotYours);
  });

  it('counts dispute photos in the uploader’s hourly photo limit', async () => {
    const buyer = await fundedBidder(app, 0);
    const photo = await jpegPhoto(320, 240);
    const answers = [];
    for (let index = 0; index < 9; index += 1) answers.push((await upload(buyer, photo)).status);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(answers[8]).toBe(429);
  });
});
