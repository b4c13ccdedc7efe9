import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, ENDING_SOON_WINDOW_MINUTES } from '@naijabid/shared/constants';
import { createLocalPhotoStorage, localMediaDir } from '../../plugins/photo-storage';
import { startTestApp, type TestApp } from '../../test/test-app';
import { demoBuyers, demoItems, DEMO_PASSWORD, demoSales, demoSellers } from '../demo-catalogue';
import { ensureDemoCatalogue } from '../seed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function browse(query: string) {
  return (await app.request('GET', `/api/v1/auctions?limit=60&${query}`)).body.data.items as Array<Record<string, any>>;
}

describe('the demo catalogue', () => {
  it('stops between listings when told to, leaving the rest for the next start', async () => {
    const storage = createLocalPhotoStorage(localMediaDir(app.dataDir));
    const stopped = new AbortController();
    stopped.abort();
    expect(await ensureDemoCatalogue(app.database.db, storage, stopped.signal)).toEqual({
      seeded: 0,
      sales: 0,
      revived: 0,
    });
  });

  it('fills an empty database with at least 40 listings in all eight categories, live, ending soon and upcoming', async () => {
    const storage = createLocalPhotoStorage(localMediaDir(app.dataDir));
    const result = await ensureDemoCatalogue(app.database.db, storage);
    expect(result).toEqual({ seeded: demoItems.length, sales: demoSales.length, revived: 0 });
    expect(demoItems.length).toBeGreaterThanOrEqual(40);

    const live = await browse('status=live');
    const upcoming = await browse('status=upcoming');
    expect(live.length + upcoming.length).toBe(demoItems.length);
    expect(new Set(live.map((item) => item.category))).toEqual(new Set(CATEGORIES));
    const endingSoon = await browse('status=ending-soon');
    expect(endingSoon.length).toBeGreaterThan(0);
    for (const item of endingSoon)
      expect(new Date(item.endsAt).getTime() - Date.now()).toBeLessThanOrEqual(ENDING_SOON_WINDOW_MINUTES * 60_000);
    expect(upcoming.length).toBeGreaterThan(0);

    const photo = await fetch(`${app.baseUrl}${live[0]!.image.urls['640']}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const login = await app.request('POST', '/api/v1/auth/login', {
      body: { email: demoSellers[0].email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    // Three WebP renditions of 42 photos take a while on the embedded database of a busy machine.
  }, 180_000);

  it('has finished sales with winners and bidders, so the landing figures are believable', async () => {
    const stats = (await app.request('GET', '/api/v1/stats')).body.data;
    const soldTotal = demoSales.reduce((total, sale) => total + sale.soldForNaira * 100, 0);
    expect(stats).toMatchObject({ bidders: demoBuyers.length, totalWinsKobo: soldTotal });
    const ended = await browse('status=ended');
    expect(ended.map((item) => item.title).sort()).toEqual(demoSales.map((sale) => sale.title).sort());
    const sale = ended.find((item) => item.title === demoSales[0]!.title)!;
    expect(sale).toMatchObject({ currentPrice: demoSales[0]!.soldForNaira * 100, bidCount: demoSales[0]!.bidCount });
    const history = (await app.request('GET', `/api/v1/auctions/${sale.id}/bids`)).body.data.items as Array<{
      price: number;
      bidder: string;
    }>;
    expect(history).toHaveLength(demoSales[0]!.bidCount);
    const prices = history.map((bid) => bid.price);
    expect(prices[0]).toBe(demoSales[0]!.soldForNaira * 100);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(new Set(prices).size).toBe(prices.length);

    const winners = (await app.request('GET', '/api/v1/winners')).body.data.items as Array<{
      auction: { title: string };
      winner: string;
      price: number;
      endedAt: string;
    }>;
    expect(winners.map((win) => win.price).sort()).toEqual(demoSales.map((sale) => sale.soldForNaira * 100).sort());
    expect(winners.map((win) => win.endedAt)).toEqual([...winners.map((win) => win.endedAt)].sort().reverse());
    const won = winners.find((win) => win.auction.title === demoSales[0]!.title)!;
    expect(won.price).toBe(demoSales[0]!.soldForNaira * 100);
    expect(won.winner).toMatch(/^[A-Z][a-z]+ [A-Z]\*\*\*$/);
    expect(won.winner).toBe(history[0]!.bidder);
  });

  it('says where every demo item is and how it reaches the buyer, some for pickup only', async () => {
    const items = [...(await browse('status=live')), ...(await browse('status=upcoming'))];
    const places = new Set(items.map((item) => `${item.city}, ${item.state}`));
    expect(places).toEqual(new Set(demoSellers.map((seller) => `${seller.city}, ${seller.state}`)));
    expect(items.some((item) => item.deliveryFrom === null)).toBe(true);
    expect(items.some((item) => item.deliveryFrom === 0)).toBe(true);
    const fridge = items.find((item) => item.title === 'Hisense 205L Double Door Refrigerator')!;
    const page = (await app.request('GET', `/api/v1/auctions/${fridge.id}`)).body.data.auction;
    expect(page.deliveryOptions).toEqual({
      state: 'Rivers',
      city: 'Port Harcourt',
      pickup: true,
      feeInState: 10_000_00,
      feeOtherStates: null,
    });
  });

  it('restarts ended demo auctions on a later start instead of seeding again, and tells open pages the new end', async () => {
    await app.database.db.execute(
      sql`update listings set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 minute' where status = 'scheduled'`,
    );
    expect(await browse('status=live')).toEqual([]);
    const storage = createLocalPhotoStorage(localMediaDir(app.dataDir));
    const result = await ensureDemoCatalogue(app.database.db, storage);
    expect(result).toEqual({ seeded: 0, sales: 0, revived: demoItems.length });
    const endingSoon = await browse('status=ending-soon');
    expect(endingSoon.length).toBeGreaterThan(0);
    // A page opened now replays the auction's newest event: the new end, not an old close.
    const newest = (await app.database.db.execute(
      sql`select type, data from events where channel = ${`auction:${endingSoon[0]!.id}`} order by sequence desc limit 1`,
    )) as unknown as { rows: Array<{ type: string; data: { endsAt: string } }> };
    expect(newest.rows[0]).toMatchObject({ type: 'end_moved', data: { endsAt: endingSoon[0]!.endsAt } });
  });
});
