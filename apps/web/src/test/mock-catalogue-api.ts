import { vi } from 'vitest';
import { CATEGORIES, ENDING_SOON_WINDOW_MINUTES } from '@naijabid/shared/constants';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { photo, summary } from './fixtures';

const MINUTE_MS = 60_000;

/** A verified seller (the "Verified seller" badge) of the Samsung TV and the iPhone; the rest are the fixtures' unverified seller's. */
const VERIFIED_SELLER: AuctionSummary['seller'] = {
  id: '44444444-4444-4444-8444-444444444444',
  rating: { average: 4.8, count: 31 },
  verified: true,
};
export const VERIFIED_SELLER_TITLES = ['Samsung 55 inch QLED TV', 'iPhone 15 Pro 256GB'];

/**
 * A small catalogue for component tests of the home grids, relative to `now`: live items
 * in several categories (some with bids, some ending within the hour, two by a verified seller) and one upcoming.
 */
export function sampleCatalogue(now = Date.now()): AuctionSummary[] {
  const item = (
    id: number,
    title: string,
    category: string,
    minutesLeft: number,
    startingNaira: number,
    currentNaira: number,
    bids: number,
  ) =>
    summary({
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      title,
      brand: title.split(' ')[0]!,
      category,
      startingPrice: startingNaira * 100,
      currentPrice: currentNaira * 100,
      bidCount: bids,
      startsAt: new Date(now - 60 * MINUTE_MS).toISOString(),
      endsAt: new Date(now + minutesLeft * MINUTE_MS).toISOString(),
      image: photo(`11111111-1111-4111-8111-${String(id).padStart(12, '0')}`),
      ...(VERIFIED_SELLER_TITLES.includes(title) && { seller: VERIFIED_SELLER }),
    });
  return [
    item(1, 'Samsung 55 inch QLED TV', 'Electronics', 130, 400_000, 448_000, 9),
    item(2, 'JBL Flip 6 Speaker', 'Electronics', 8.5, 100_000, 100_000, 0),
    item(3, 'Canon EOS 250D Camera', 'Electronics', 300, 500_000, 650_000, 14),
    item(4, 'PlayStation 5 Slim', 'Gaming', 45, 450_000, 610_000, 22),
    item(5, 'Xbox Series S', 'Gaming', 600, 300_000, 300_000, 0),
    item(6, 'Hisense Double-Door Fridge', 'Appliances', 20, 280_000, 352_500, 6),
    item(7, 'iPhone 15 Pro 256GB', 'Phones & Tablets', 55, 750_000, 1_020_000, 37),
    item(8, 'Ergonomic Office Chair', 'Home & Office', 2000, 85_000, 85_000, 0),
    item(9, 'MacBook Air M2', 'Computing', 30, 700_000, 720_000, 3),
    item(10, 'Nike Air Max 90', 'Fashion', 3000, 120_000, 120_000, 0),
  ];
}

/**
 * Answers the catalogue's public calls from `items` the way the API would (filters, sorts,
 * limit), and a signed-in user's reads (`/me/orders`) from `signedInAnswers`; every other
 * address fails like a dropped connection. Returns the addresses asked.
 */
export function mockCatalogueApi(
  items: AuctionSummary[] = sampleCatalogue(),
  signedInAnswers: Record<string, unknown> = {},
) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      const json = (data: unknown) =>
        new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      const signedInPath = Object.keys(signedInAnswers).find((path) => url.pathname.endsWith(path));
      if (signedInPath) return json(signedInAnswers[signedInPath]);
      if (url.pathname.endsWith('/stats')) {
        return json({ productsAuctioned: items.length, bidders: 1_250, totalWins: 250_000_00 });
      }
      if (url.pathname.endsWith('/categories')) {
        const now = Date.now();
        return json({
          categories: CATEGORIES.map((name) => ({
            name,
            liveCount: items.filter((item) => item.category === name && Date.parse(item.endsAt) > now).length,
          })),
        });
      }
      if (!url.pathname.endsWith('/auctions')) throw new TypeError('Failed to fetch');
      const query = url.searchParams;
      const now = Date.now();
      let found = items.filter((item) => Date.parse(item.endsAt) > now);
      if (query.get('status') === 'ending-soon')
        found = found.filter((item) => Date.parse(item.endsAt) - now <= ENDING_SOON_WINDOW_MINUTES * MINUTE_MS);
      if (query.get('category')) found = found.filter((item) => item.category === query.get('category'));
      const words = query.get('q')?.toLowerCase();
      if (words) found = found.filter((item) => item.title.toLowerCase().includes(words));
      const sort = query.get('sort') ?? 'ending-soon';
      found = [...found].sort((a, b) =>
        sort === 'most-bids' ? b.bidCount - a.bidCount : Date.parse(a.endsAt) - Date.parse(b.endsAt),
      );
      return json({ items: found.slice(0, Number(query.get('limit') ?? 24)), nextCursor: null });
    }),
  );
  return urls;
}
