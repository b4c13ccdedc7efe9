import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { biddingMessages, serverMessages } from '@naijabid/shared/messages';
import { phoneMessages, settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';
import { auctionPageLabels } from '@naijabid/shared/messages/auction-page';
import { searchFiltersLabels, searchResultsLabels } from '@naijabid/shared/messages/search';
import {
  LISTING_LOCATION_AND_DELIVERY,
  PASSWORD,
  readSmsCode,
  readVerificationCode,
  scrollUntilVisible,
  signUp,
  uniqueEmail,
  uniquePhone,
  useToken,
  verifyPhone,
  verifySellerThroughApi,
} from './helpers';

/** Screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/** CRC-32 of PNG chunks (the format requires one per chunk). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (a green and gold stripe), made here so the test needs no fixture file. */
export function makePng(width = 160, height = 120): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = y < height / 2 ? [4, 120, 87] : [251, 191, 36];
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'naijabid-photo-')), 'item.png');
  writeFileSync(path, makePng());
  return path;
}

/** A verified account of either type, made through the API, with its token. */
async function createAccount(
  request: APIRequestContext,
  email: string,
  accountType: 'buyer' | 'seller',
): Promise<string> {
  const registered = await request.post('/api/v1/auth/register', {
    data: { accountType, email, firstName: 'Emeka', lastName: 'Obi', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const verificationCode = await readVerificationCode(request, email);
  expect((await request.post('/api/v1/auth/verify-account', { data: { email, verificationCode } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.accessToken as string;
  await verifyPhone(request, token);
  return token;
}

/** A published listing with one photo, made through the API (for tests about other pages). */
async function createListing(
  request: APIRequestContext,
  token: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/v1/listing-photos', {
    headers: { ...headers, 'Content-Type': 'image/png' },
    data: makePng(),
  });
  expect(upload.status()).toBe(201);
  const photoId = (await upload.json()).data.photo.id as string;
  const created = await request.post('/api/v1/listings', {
    headers,
    data: {
      title,
      description: 'Barely used, works perfectly, comes with the original box and receipt.',
      category: 'Home & Office',
      brand: 'Binatone',
      condition: 'used',
      startingPrice: 3_500_000,
      durationMinutes: 24 * 60,
      photoIds: [photoId],
      publish: true,
      ...LISTING_LOCATION_AND_DELIVERY,
      ...extra,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.listing as { id: string; title: string };
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
}

test('a seller signs up, lists an item with a photo, and finds it on /auctions and in search', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('seller');
  const word = `Kpakpando${Date.now().toString(36)}`;
  const title = `${word} rechargeable standing fan`;

  await signUp(page, email, 'Seller');
  await page.getByLabel('Verification code').fill(await readVerificationCode(request, email));
  await expect(page).toHaveURL('/login');
  await logIn(page, email);

  await page.getByRole('link', { name: 'New listing' }).click();
  await expect(page).toHaveURL('/sell/new');
  await expect(page.getByRole('heading', { name: 'New listing' })).toBeVisible();
  // Listing needs a verified phone: the form leads to Settings, and back.
  await expect(page.getByText(phoneMessages.requiredToList)).toBeVisible();
  await page.getByRole('link', { name: settingsPageLabels.verifyPhonePrompt }).click();
  await expect(page).toHaveURL('/settings');
  const phone = uniquePhone();
  await page.getByLabel(settingsPageLabels.phoneLabel).fill(phone);
  await page.getByRole('button', { name: settingsPageLabels.sendCode }).click();
  await page.getByLabel(settingsPageLabels.codeLabel).fill(await readSmsCode(request, phone));
  await page.getByRole('button', { name: settingsPageLabels.verifyCode }).click();
  await expect(page.getByTestId('phone-state')).toContainText('is verified');
  await page.goBack();
  await expect(page).toHaveURL('/sell/new');
  await page.getByLabel('Add photos').setInputFiles(pngFile());
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Home & Office');
  await page.getByLabel('Condition').selectOption('new');
  await page.getByLabel('Brand').fill('Qasa');
  await page
    .getByLabel('Description')
    .fill('Sixteen-inch fan with a battery that runs for eight hours when NEPA takes light.');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Starting price').fill('45,000');
  await page.getByLabel('Starting price').blur();
  await page.getByLabel('Buy Now price (optional)').fill('30000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Buy Now price must be higher than the starting price and the reserve price.'),
  ).toBeVisible();
  await page.getByLabel('Buy Now price (optional)').fill('');
  await page.getByLabel('Duration').selectOption({ label: '1 day' });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Location and delivery' })).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption('Oyo');
  await page.getByLabel('City or town').fill('Ibadan');
  await page.getByLabel('I deliver within Oyo').check();
  await page.getByLabel('Delivery fee within Oyo').fill('1,500');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(page.getByText('₦45,000')).toBeVisible();
  await page.getByRole('button', { name: 'Publish listing' }).click();

  await expect(page).toHaveURL(/\/auctions\/[0-9a-f-]{36}$/);
  await expect(page.getByText(serverMessages.listingPublished)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^2[34]h \d\dm$/);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText('Ibadan, Oyo')).toBeVisible();
  await expect(delivery.getByText('₦1,500')).toBeVisible();
  await expect(delivery.getByText('No delivery outside Oyo')).toBeVisible();
  const photo = page.getByRole('img', { name: title });
  await expect(photo).toHaveAttribute('srcset', /320w.*640w.*1280w/);
  const photoUrl = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  const photoAnswer = await request.get(photoUrl);
  expect(photoAnswer.headers()['cache-control']).toContain('max-age=31536000');

  // The marketplace home: its search box leads to real results, and its live grid reads the database.
  await page.goto('/auctions');
  await page.getByRole('searchbox', { name: 'Search auctions' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${word}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: `Place Bid on ${title}` })).toBeVisible();

  await page.goto(`/auctions?q=${word}`);
  const live = page.getByRole('region', { name: 'Live Auctions' });
  await expect(live.getByRole('heading', { name: title })).toBeVisible();

  // The category tile leads to that category's results, where the listing is too.
  await page.goto('/auctions');
  await page
    .getByRole('region', { name: 'Shop by category' })
    .getByRole('link', { name: /Home & Office/ })
    .click();
  await expect(page).toHaveURL('/search?category=Home%20%26%20Office');
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // And in My listings, where it can still be edited (no bids).
  await page.goto('/sell/listings');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
});

test('a buyer becomes a seller from the dashboard and can then list', async ({ page, request }) => {
  const token = await createAccount(request, uniqueEmail('buyer'), 'buyer');
  await useToken(page, token);
  await page.goto('/dashboard');
  await expect(page.getByText('Buyer account')).toBeVisible();
  await page.getByRole('button', { name: 'Become a seller' }).click();
  await expect(page.getByText(serverMessages.becameSeller)).toBeVisible();
  await expect(page.getByText('Seller account')).toBeVisible();
  await page.getByRole('link', { name: 'New listing' }).click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
});

test('a buyer opening the listing form is offered the switch instead', async ({ page, request }) => {
  await useToken(page, await createAccount(request, uniqueEmail('buyer'), 'buyer'));
  await page.goto('/sell/new');
  await page.getByRole('button', { name: 'Become a seller' }).click();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
});

test('a seller edits a listing without bids, then cancels it', async ({ page, request }) => {
  const token = await createAccount(request, uniqueEmail('editor'), 'seller');
  const listing = await createListing(request, token, `Binatone blender ${Date.now().toString(36)}`);
  await useToken(page, token);

  await page.goto('/sell/listings');
  await page.getByRole('link', { name: `Edit ${listing.title}` }).click();
  await expect(page).toHaveURL(`/sell/listings/${listing.id}/edit`);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(listing.title);
  await page.getByLabel('Title').fill(`${listing.title} 1.5L`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Starting price')).toHaveValue('35000');
  await page.getByLabel('Starting price').fill('30000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('City or town')).toHaveValue('Ikeja');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(`/auctions/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${listing.title} 1.5L` })).toBeVisible();
  await expect(page.getByText('₦30,000').first()).toBeVisible();

  await page.goto('/sell/listings');
  await page.getByRole('button', { name: `Cancel ${listing.title} 1.5L` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel listing' }).click();
  await expect(page.getByText(serverMessages.listingCancelled)).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${listing.title} 1.5L` })).toHaveCount(0);

  // Cancelled listings are gone for everyone else.
  const answer = await request.get(`/api/v1/auctions/${listing.id}`);
  expect(answer.status()).toBe(404);
});

test('an unknown auction says so; a live one offers Place Bid', async ({ page, request }) => {
  await page.goto('/auctions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Auction not found' })).toBeVisible();
  await expect(page.getByText(serverMessages.listingNotFound)).toBeVisible();
  // An id cut short when pasted is as unknown: the same page, and no Try again that cannot help.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/auctions/6f7686b8-4c2d');
  await expect(page.getByRole('heading', { name: 'Auction not found' })).toBeVisible();
  await expect(page.getByText(serverMessages.listingNotFound)).toBeVisible();
  await expect(page.getByRole('button', { name: auctionPageLabels.tryAgain })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/nb-shots/auction-malformed-id-360.png' });

  const token = await createAccount(request, uniqueEmail('panel'), 'seller');
  const listing = await createListing(request, token, `Thermocool fridge ${Date.now().toString(36)}`);
  await page.goto(`/auctions/${listing.id}`);
  const panel = page.getByRole('region', { name: biddingMessages.panelTitle });
  await expect(panel.getByText(biddingMessages.firstBidFrom('₦35,000'))).toBeVisible();
  await expect(panel.getByRole('button', { name: `Place Bid on ${listing.title}` })).toBeVisible();
  await expect(page.getByText('No bids yet')).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
});

test('a search of two words lists what has both first, and the standing fans that are not live now', async ({
  page,
}) => {
  // The demo catalogue: the Standing Fan starts later, the Rechargeable Fan (a "standing fan"
  // in its description) has sold, and the live Standing Desk has only one of the words.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/search?q=standing%20fan');
  await expect(page.getByRole('heading', { name: 'Electric Standing Desk 140cm' })).toBeVisible();
  const also = page.getByRole('list', { name: searchResultsLabels.alsoMatching });
  const upcoming = also.getByRole('link', {
    name: searchResultsLabels.alsoMatch(searchFiltersLabels.statuses.upcoming, 'standing fan'),
  });
  await expect(upcoming).toBeVisible();
  await page.screenshot({ path: '/tmp/nb-shots/search-standing-fan-360.png' });
  await upcoming.click();
  await expect(page.getByRole('article').first()).toContainText('Binatone 16 inch Standing Fan');

  await page.goto('/search?q=standing%20fan&status=ended');
  await expect(page.getByRole('heading', { name: 'Binatone 18 inch Rechargeable Fan' })).toBeVisible();
});

test('the home grids show what is in the database', async ({ page, request }) => {
  const token = await createAccount(request, uniqueEmail('grids'), 'seller');
  await createListing(request, token, `Hisense microwave ${Date.now().toString(36)}`, { category: 'Electronics' });
  const liveTitles = async (query: string) => {
    const answer = await request.get(`/api/v1/auctions?${query}&limit=60`);
    return new Set(((await answer.json()).data.items as { title: string }[]).map((item) => item.title));
  };

  await page.goto('/auctions');
  const liveGrid = page.getByRole('region', { name: 'Live Auctions' });
  await expect(liveGrid.getByRole('article').first()).toBeVisible();
  const live = await liveTitles('status=live&sort=ending-soon');
  for (const heading of await liveGrid.getByRole('heading', { level: 3 }).allTextContents())
    expect(live).toContain(heading);

  // Counts come from the database: every tile has one, and Electronics holds at least the listing made here.
  const tiles = page.getByRole('region', { name: 'Shop by category' });
  for (const link of await tiles.getByRole('link').all()) await expect(link).toContainText(/\d+ live$/);
  const electronicsCount = Number(
    /(\d+) live/.exec((await tiles.getByRole('link', { name: /Electronics/ }).textContent()) ?? '')?.[1],
  );
  expect(electronicsCount).toBeGreaterThanOrEqual(1);

  await page.goto('/');
  const hot = page.getByRole('region', { name: 'Hot Auctions' });
  await expect(hot.getByRole('article').first()).toBeVisible();
  const hotTitles = await liveTitles('status=live&sort=most-bids');
  const firstHot = await hot.getByRole('article').first().getByRole('heading').textContent();
  expect(hotTitles).toContain(firstHot);

  // Below Hot Auctions, the deals load as the visitor scrolls down to them.
  await expect(page.getByRole('region', { name: 'Best Auction Deals' })).toHaveCount(0);
  const deals = page.getByRole('region', { name: 'Best Auction Deals' });
  await scrollUntilVisible(page, deals);
  await expect(deals.getByRole('tab', { name: 'Electronics' })).toHaveAttribute('aria-selected', 'true');
  const electronics = await liveTitles('status=live&category=Electronics');
  await expect(deals.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  for (const heading of await deals.getByRole('tabpanel').getByRole('heading').allTextContents())
    expect(electronics).toContain(heading);
  await expect(deals.getByText('Floor price').first()).toBeVisible();
});

test('on a phone the search results come first, the filters wait behind a Filters button', async ({
  page,
  request,
}) => {
  const token = await createAccount(request, uniqueEmail('filters'), 'seller');
  const word = `Zq${Date.now().toString(36)}`;
  await createListing(request, token, `Firman ${word} Generator`);
  mkdirSync(shotsDir, { recursive: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/search?q=${word}`);
  const card = page.getByRole('heading', { name: `Firman ${word} Generator` });
  await expect(card).toBeVisible();
  // The card starts on the first screen; the filters do not take it.
  expect((await card.boundingBox())!.y).toBeLessThan(740);
  const filters = page.getByRole('form', { name: searchFiltersLabels.form });
  await expect(filters).toBeHidden();
  await page.screenshot({ path: `${shotsDir}/search-filters-closed-360.png` });
  await page.getByRole('button', { name: searchFiltersLabels.showFilters(0), exact: true }).click();
  await expect(filters.getByLabel(searchFiltersLabels.sortBy)).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/search-filters-open-360.png` });
  await filters.getByLabel(searchFiltersLabels.sortBy).selectOption('newest');
  await expect(page.getByRole('button', { name: searchFiltersLabels.showFilters(1) })).toBeVisible();

  // A price that is not an amount opens the filters and says what to type.
  await page.goto(`/search?q=${word}&min=ten`);
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('alert')).toHaveText(searchFiltersLabels.priceInvalid);
  await page.screenshot({ path: `${shotsDir}/search-price-invalid-360.png` });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/search?q=${word}`);
  await expect(filters).toBeVisible();
  await expect(page.getByRole('button', { name: searchFiltersLabels.showFilters(0), exact: true })).toBeHidden();
  await page.screenshot({ path: `${shotsDir}/search-filters-1280.png` });
});

test('on a phone a Best Auction Deals tile reads its floor price and "No bids yet" each on one line', async ({
  page,
  request,
}) => {
  const token = await createAccount(request, uniqueEmail('deals'), 'seller');
  // A seven-figure floor price, the widest a tile shows, not yet bid on: a verified seller's.
  await verifySellerThroughApi(request, token);
  await createListing(request, token, `LG soundbar ${Date.now().toString(36)}`, {
    category: 'Electronics',
    startingPrice: 1_250_000_00,
    durationMinutes: 60,
  });
  mkdirSync(shotsDir, { recursive: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Best Auction Deals' }).getByRole('tabpanel');
  const unbid = panel.getByRole('article').filter({ hasText: auctionLabels.noBidsYet });
  // One scroll made before the page's code runs loads nothing: scroll again, as a visitor would.
  await scrollUntilVisible(page, unbid.first());
  await unbid.first().scrollIntoViewIfNeeded();
  for (const tile of await unbid.all()) {
    const noBids = tile.getByText(auctionLabels.noBidsYet, { exact: true });
    const floor = noBids.locator('xpath=preceding-sibling::span');
    for (const line of [floor, noBids]) {
      const box = (await line.boundingBox())!;
      const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(box.height, (await tile.getByRole('heading').textContent()) ?? '').toBeLessThan(lineHeight * 1.5);
    }
  }
  await panel.screenshot({ path: `${shotsDir}/deals-360.png` });
});
