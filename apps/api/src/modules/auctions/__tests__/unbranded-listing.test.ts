import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { createListing } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('an unbranded listing', () => {
  it('is published with no brand (a fabric, a lantern) and shown without one', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token, { title: 'Handwoven Aso Oke Fabric', brand: '' });
    expect(listing).toMatchObject({ status: 'live', brand: '' });
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.brand).toBe('');
  });
});
