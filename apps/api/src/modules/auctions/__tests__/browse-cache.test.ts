import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { createListing, insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ browseCacheMs: 60_000 });
});
afterAll(() => app.close());

async function titles(query: string): Promise<string[]> {
  const response = await app.request('GET', `/api/v1/auctions?${query}`);
  return response.body.data.items.map((item: { title: string }) => item.title);
}

describe('the browse page cache', () => {
  it('serves a repeated page from memory until a listing changes through this server', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
    await insertListingRow(app, sellerId, { title: 'Hisense Fridge written first', category: 'Appliances' });
    expect(await titles('category=Appliances')).toEqual(['Hisense Fridge written first']);

    await insertListingRow(app, sellerId, { title: 'Binatone Fan written behind the cache', category: 'Appliances' });
    expect(await titles('category=Appliances')).toEqual(['Hisense Fridge written first']);
    expect(await titles('category=Appliances&sort=newest')).toHaveLength(2);

    await createListing(app, seller.token, { title: 'Scanfrost Cooker listed by a seller', category: 'Appliances' });
    expect(await titles('category=Appliances')).toHaveLength(3);
  });
});
