import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@naijabid/shared/constants';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { signUpAndLogIn } from '../../../test/accounts';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let sellerId: string;
const minutes = (count: number) => new Date(Date.now() + count * 60_000);

beforeAll(async () => {
  app = await startTestApp();
  const seller = await signUpAndLogIn(app, { accountType: 'seller' });
  sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
});
afterAll(() => app.close());

async function browse(query: string) {
  const response = await app.request('GET', `/api/v1/auctions?${query}`);
  expect(response.status).toBe(200);
  return response.body.data as { items: Array<Record<string, any>>; nextCursor: string | null };
}

describe('GET /api/v1/auctions filters and sorts', () => {
  beforeAll(async () => {
    await insertListingRow(app, sellerId, {
      title: 'Apple iPhone 13 128GB',
      brand: 'Apple',
      category: 'Phones & Tablets',
      condition: 'used',
      currentPriceKobo: 420_000_00,
      startingPriceKobo: 300_000_00,
      bidCount: 7,
      endsAt: minutes(30),
    });
    await insertListingRow(app, sellerId, {
      title: 'Tecno Spark 20 Pro',
      brand: 'Tecno',
      category: 'Phones & Tablets',
      condition: 'new',
      currentPriceKobo: 150_000_00,
      startingPriceKobo: 150_000_00,
      endsAt: minutes(600),
    });
    await insertListingRow(app, sellerId, {
      title: 'Samsung Galaxy S23 Ultra',
      brand: 'Samsung',
      category: 'Phones & Tablets',
      condition: 'refurbished',
      currentPriceKobo: 950_000_00,
      startingPriceKobo: 800_000_00,
      bidCount: 12,
      endsAt: minutes(120),
    });
    await insertListingRow(app, sellerId, {
      title: 'Binatone Standing Fan 16 inch',
      brand: 'Binatone',
      category: 'Appliances',
      condition: 'new',
      currentPriceKobo: 35_000_00,
      startingPriceKobo: 35_000_00,
      endsAt: minutes(45),
    });
    await insertListingRow(app, sellerId, {
      title: 'HP EliteBook 840 G5',
      brand: 'HP',
      category: 'Computing',
      condition: 'used',
      currentPriceKobo: 310_000_00,
      startingPriceKobo: 250_000_00,
      bidCount: 3,
      startsAt: minutes(60),
      endsAt: minutes(1440),
    });
    await insertListingRow(app, sellerId, {
      title: 'Dell Latitude 7490 cancelled',
      brand: 'Dell',
      category: 'Computing',
      status: 'cancelled',
    });
    await insertListingRow(app, sellerId, {
      title: 'Infinix Hot 40i draft',
      brand: 'Infinix',
      category: 'Phones & Tablets',
      status: 'draft',
    });
  });

  it('shows live listings only by default, ending soonest first, with the item fields', async () => {
    const { items } = await browse('category=Phones%20%26%20Tablets');
    expect(items.map((item) => item.title)).toEqual([
      'Apple iPhone 13 128GB',
      'Samsung Galaxy S23 Ultra',
      'Tecno Spark 20 Pro',
    ]);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'bidCount',
        'brand',
        'category',
        'condition',
        'currentPrice',
        'endsAt',
        'hasBuyNow',
        'id',
        'image',
        'startingPrice',
        'startsAt',
        'status',
        'title',
        'city',
        'state',
        'deliveryFrom',
        'reserveMet',
        'seller',
      ].sort(),
    );
    expect(items[0]).toMatchObject({
      currentPrice: 420_000_00,
      startingPrice: 300_000_00,
      bidCount: 7,
      status: 'live',
    });
  });

  it('filters by condition, price range and ending soon', async () => {
    expect((await browse('category=Phones%20%26%20Tablets&condition=used')).items.map((item) => item.title)).toEqual([
      'Apple iPhone 13 128GB',
    ]);
    expect((await browse('minPrice=100000000&maxPrice=50000000')).items).toEqual([]);
    const midRange = await browse('minPrice=15000000&maxPrice=50000000');
    expect(midRange.items.map((item) => item.title).sort()).toEqual(['Apple iPhone 13 128GB', 'Tecno Spark 20 Pro']);
    const endingSoon = await browse('status=ending-soon');
    expect(endingSoon.items.map((item) => item.title)).toEqual([
      'Apple iPhone 13 128GB',
      'Binatone Standing Fan 16 inch',
    ]);
    expect((await browse('status=upcoming')).items.map((item) => item.title)).toEqual(['HP EliteBook 840 G5']);
  });

  it('sorts by price both ways and by most bids', async () => {
    const titles = async (sort: string) =>
      (await browse(`category=Phones%20%26%20Tablets&sort=${sort}`)).items.map((item) => item.title);
    expect(await titles('price-asc')).toEqual([
      'Tecno Spark 20 Pro',
      'Apple iPhone 13 128GB',
      'Samsung Galaxy S23 Ultra',
    ]);
    expect(await titles('price-desc')).toEqual([
      'Samsung Galaxy S23 Ultra',
      'Apple iPhone 13 128GB',
      'Tecno Spark 20 Pro',
    ]);
    expect(await titles('most-bids')).toEqual([
      'Samsung Galaxy S23 Ultra',
      'Apple iPhone 13 128GB',
      'Tecno Spark 20 Pro',
    ]);
  });

  it('ranks the obvious match first and tolerates a typo', async () => {
    const iphone = await browse('q=iphone%2013');
    expect(iphone.items[0]!.title).toBe('Apple iPhone 13 128GB');
    const typo = await browse('q=samsng');
    expect(typo.items[0]!.title).toBe('Samsung Galaxy S23 Ultra');
    expect((await browse('q=refrigerator')).items).toEqual([]);
    // A category word finds what is listed under it, not only what says it in its title.
    expect((await browse('q=phones')).items.map((item) => item.title).sort()).toEqual([
      'Apple iPhone 13 128GB',
      'Samsung Galaxy S23 Ultra',
      'Tecno Spark 20 Pro',
    ]);
  });

  it('finds a listing by the name of its kind, the everyday words of its category and its description', async () => {
    const upcoming = (q: string) =>
      browse(`status=upcoming&q=${encodeURIComponent(q)}`).then(({ items }) => items.map((item) => item.title));
    // "HP EliteBook 840 G5" never says laptop; an EliteBook is one (search_word_names).
    expect(await upcoming('laptop')).toEqual(['HP EliteBook 840 G5']);
    expect(await upcoming('laptops')).toEqual(['HP EliteBook 840 G5']);
    expect(await upcoming('hp laptop')).toEqual(['HP EliteBook 840 G5']);
    // A search finds what has some of its words: the EliteBook is a laptop, though not a Dell.
    expect(await upcoming('dell laptop')).toEqual(['HP EliteBook 840 G5']);
    expect((await browse('q=laptop')).items).toEqual([]);
    expect((await browse('q=mobile')).items.map((item) => item.title).sort()).toEqual([
      'Apple iPhone 13 128GB',
      'Samsung Galaxy S23 Ultra',
      'Tecno Spark 20 Pro',
    ]);
    // The description of insertListingRow's listings mentions Netflix.
    expect((await browse('q=netflix')).items.length).toBeGreaterThan(0);
  });

  it('has everyday words for every category', async () => {
    for (const category of CATEGORIES) {
      const result = (await app.database.db.execute(
        sql`select category_everyday_words(${category}) as words`,
      )) as unknown as { rows: Array<{ words: string }> };
      expect(result.rows[0]!.words, category).not.toBe('');
    }
  });

  it('counts live listings per category, all eight listed', async () => {
    const response = await app.request('GET', '/api/v1/categories');
    const counts = Object.fromEntries(
      response.body.data.categories.map((category: { name: string; liveCount: number }) => [
        category.name,
        category.liveCount,
      ]),
    );
    expect(Object.keys(counts)).toEqual([...CATEGORIES]);
    expect(counts['Phones & Tablets']).toBe(3);
    expect(counts.Appliances).toBe(1);
    expect(counts.Computing).toBe(0);
  });

  it('gives the landing figures: listings published, bidders and the total of sold prices', async () => {
    const response = await app.request('GET', '/api/v1/stats');
    expect(response.status).toBe(200);
    // Seven rows were inserted above, one a draft; nothing has been bid on or sold here.
    expect(response.body.data).toEqual({ productsAuctioned: 6, bidders: 0, totalWins: 0 });
  });

  it('refuses a forged cursor and caps the page size', async () => {
    const forged = await app.request('GET', '/api/v1/auctions?cursor=bm9wZQ');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(serverMessages.invalidCursor);
    const tooMany = await app.request('GET', '/api/v1/auctions?limit=1000');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.limit).toBe(m.browseLimitInvalid);
    const badPrice = await app.request('GET', '/api/v1/auctions?minPrice=ten&sort=cheapest');
    expect(badPrice.body.errors).toEqual({ minPrice: m.browsePriceInvalid, sort: m.browseSortInvalid });
  });
});

describe('search finds the thing searched for', () => {
  // Demo listings (apps/api/src/seed/demo-catalogue.ts) whose words a search confused.
  beforeAll(async () => {
    const demo = [
      [
        'Apple iPad 9th Generation 64GB Wi-Fi',
        'Apple',
        'Phones & Tablets',
        'Clean iPad 9th generation, 10.2 inch Retina display.',
      ],
      [
        'Sumec Firman SPG3000 Generator',
        'Sumec Firman',
        'Home & Office',
        'Sumec Firman 2.5kVA petrol generator with key start.',
      ],
      ['Elepaq 3.5kVA Generator', 'Elepaq', 'Home & Office', 'Elepaq petrol generator with key start.'],
      ['HP LaserJet Pro M15w Printer', 'HP', 'Computing', 'Compact wireless laser printer, 19 pages per minute.'],
      ['Dell Latitude 7490 Core i7', 'Dell', 'Computing', 'Core i7, 8GB RAM, 256GB SSD, 14 inch Full HD.'],
      ['Apple MacBook Air M1 256GB', 'Apple', 'Computing', 'MacBook Air M1 2020, 8GB RAM, 256GB SSD.'],
      [
        'Electric Standing Desk 140cm',
        'Kaizen',
        'Home & Office',
        'Dual-motor height-adjustable desk with memory presets. 140 x 70 cm top.',
      ],
      [
        'Binatone 18 inch Rechargeable Fan',
        'Binatone',
        'Appliances',
        'Rechargeable standing fan that runs through NEPA outages.',
      ],
      [
        'Luminous 1.5kVA Inverter with 200Ah Battery',
        'Luminous',
        'Home & Office',
        'Luminous 1.5kVA pure sine wave inverter with one 200Ah tubular battery. Powers TV, fans and lights.',
      ],
    ] as const;
    for (const [title, brand, category, description] of demo) {
      await insertListingRow(app, sellerId, { title, brand, category, description, endsAt: minutes(240) });
    }
  });
  const titles = async (q: string) =>
    (await browse(`q=${encodeURIComponent(q)}`)).items.map((item) => item.title).sort();

  it('finds generators and not the iPad whose title says Generation', async () => {
    const generators = ['Elepaq 3.5kVA Generator', 'Sumec Firman SPG3000 Generator'];
    expect(await titles('generator')).toEqual(generators);
    expect(await titles('generators')).toEqual(generators);
    expect(await titles('generation')).toEqual(['Apple iPad 9th Generation 64GB Wi-Fi']);
  });

  it('finds laptops and not the printer listed in Computing with them', async () => {
    expect(await titles('laptop')).toEqual(['Apple MacBook Air M1 256GB', 'Dell Latitude 7490 Core i7']);
    expect(await titles('printer')).toEqual(['HP LaserJet Pro M15w Printer']);
    // A category's own word still finds its listings when no title names the thing.
    expect(await titles('computer')).toEqual([
      'Apple MacBook Air M1 256GB',
      'Dell Latitude 7490 Core i7',
      'HP LaserJet Pro M15w Printer',
    ]);
  });

  it('finds what has some of the words, what has all of them first', async () => {
    const found = (await browse('q=standing%20fan')).items.map((item) => item.title);
    // Both fans say both words (the rechargeable one in its description), the desk only "standing".
    expect(found.slice(0, 2).sort()).toEqual(['Binatone 18 inch Rechargeable Fan', 'Binatone Standing Fan 16 inch']);
    expect(found.slice(2)).toEqual(['Electric Standing Desk 140cm']);
  });

  it('still finds the generator through a typo, and nothing for words that are not there', async () => {
    expect(await titles('genrator')).toEqual(['Elepaq 3.5kVA Generator', 'Sumec Firman SPG3000 Generator']);
    expect(await titles('!!!')).toEqual([]);
  });
});

describe('pagination while listings are added', () => {
  it.each(['newest', 'ending-soon', 'price-asc', 'most-bids'])(
    'pages by %s without duplicates or gaps',
    async (sort) => {
      const category = 'Gaming';
      const initial = [];
      for (let index = 0; index < 9; index += 1) {
        initial.push(
          await insertListingRow(app, sellerId, {
            title: `PlayStation 5 console ${sort} ${index}`,
            category,
            currentPriceKobo: 500_000_00 + (index % 3) * 1000_00,
            startingPriceKobo: 500_000_00,
            bidCount: index % 2,
            endsAt: minutes(60 + (index % 4)),
          }),
        );
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await browse(`category=${category}&sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        pages += 1;
        // A listing added mid-way must not push an already-seen one onto the next page.
        await insertListingRow(app, sellerId, {
          title: `Xbox Series S ${sort} ${pages}`,
          category,
          currentPriceKobo: 450_000_00,
          startingPriceKobo: 450_000_00,
          endsAt: minutes(61),
        });
      } while (cursor && pages < 20);

      expect(new Set(seen).size).toBe(seen.length);
      for (const listing of initial) expect(seen).toContain(listing.id);
      await app.database.db.execute(
        (await import('drizzle-orm')).sql`update listings set status = 'cancelled' where category = ${category}`,
      );
    },
  );
});
