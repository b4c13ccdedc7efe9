import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { FORFEITS_BEFORE_BIDDING_BAR } from '@naijabid/shared/auction-rules';
import { TERMS } from '@naijabid/shared/constants';
import {
  biddingMessages as m,
  liveNoticeMessages as notices,
  placeBidLabels,
  serverMessages,
} from '@naijabid/shared/messages';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  endAuctionIn,
  PASSWORD,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/** A real PNG for the listing photo, drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

/** A buyer with ₦100,000 in their wallet, on the auction page in a browser of their own. */
async function buyerOnAuction(
  browser: Browser,
  request: Parameters<typeof createNamedAccount>[0],
  name: { firstName: string; lastName: string },
  auctionId: string,
) {
  const token = await createNamedAccount(request, uniqueEmail(name.firstName.toLowerCase()), name);
  await depositToWallet(request, token, 10_000_000);
  const page = await (await browser.newContext()).newPage();
  await useToken(page, token);
  await page.goto(`/auctions/${auctionId}`);
  await expect(bidPanel(page).getByRole('button', { name: /Place Bid/ })).toBeVisible();
  return page;
}

const bidPanel = (page: Page) => page.getByRole('region', { name: m.panelTitle });
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Bids `naira` through the dialog and waits for its answer. */
async function bidThroughDialog(page: Page, naira: string, outcome: string) {
  await bidPanel(page)
    .getByRole('button', { name: /Place Bid/ })
    .click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await dialog.getByLabel(m.amountLabel).fill(naira);
  await dialog.getByRole('button', { name: /^Bid ₦/ }).click();
  const answer = page.getByRole('dialog', { name: outcome });
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: outcome === m.leadingTitle ? m.done : m.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Seconds left on the page's countdown ("01m 58s"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /^(\d\d)m (\d\d)s$/.exec(text);
  expect(match, `countdown "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

test('two buyers bid against each other live; a late bid resets the countdown; the close shows the winner', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await createVerifiedAccount(request, uniqueEmail('bid-seller'));
  const title = `Binatone rechargeable lamp ${Date.now().toString(36)}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
  const aisha = await buyerOnAuction(browser, request, { firstName: 'Aisha', lastName: 'Okafor' }, listing.id);
  const emeka = await buyerOnAuction(browser, request, { firstName: 'Emeka', lastName: 'Nwosu' }, listing.id);

  // Aisha opens the bidding at her maximum of ₦30,000; the price stays at the start.
  await bidThroughDialog(aisha, '30000', m.leadingTitle);
  await expect(bidPanel(aisha).getByText(m.youLead('₦30,000'))).toBeVisible();
  await expect(figure(emeka, 'Current bid')).toHaveText('₦20,000');
  await expect(figure(emeka, 'Bids')).toHaveText('1');
  await expect(figure(emeka, m.highestBidder)).toHaveText('Aisha O***');

  // Emeka's dialog starts at the minimum next bid; his ₦40,000 beats her maximum by one increment.
  await bidPanel(emeka)
    .getByRole('button', { name: /Place Bid/ })
    .click();
  await expect(emeka.getByRole('dialog', { name: m.dialogTitle }).getByLabel(m.amountLabel)).toHaveValue('20500');
  await emeka.getByRole('button', { name: m.cancel }).click();
  await bidThroughDialog(emeka, '40000', m.leadingTitle);
  await expect(aisha.getByText(notices.outbid(title))).toBeVisible();
  await expect(bidPanel(aisha).getByText(m.youAreOutbid('₦30,000'))).toBeVisible();
  await expect(figure(aisha, 'Current bid')).toHaveText('₦30,500');
  await expect(figure(aisha, m.highestBidder)).toHaveText('Emeka N***');
  await expect(aisha.getByRole('region', { name: 'Bid history' }).getByText('Emeka N***')).toBeVisible();

  // Half a minute before the end, Aisha's higher maximum wins back the lead and resets the clock.
  await endAuctionIn(request, listing.id, 30);
  await bidThroughDialog(aisha, '50000', m.leadingTitle);
  await expect(emeka.getByText(notices.outbid(title))).toBeVisible();
  for (const bidder of [aisha, emeka]) {
    await expect(figure(bidder, 'Current bid')).toHaveText('₦40,500');
    await expect.poll(() => secondsLeft(bidder)).toBeGreaterThan(100);
    expect(await secondsLeft(bidder)).toBeLessThanOrEqual(120);
  }

  // A few seconds from the end, both pages show the close and its winner.
  await endAuctionIn(request, listing.id, 3);
  await expect(aisha.getByText(m.wonByYou('₦40,500', 48))).toBeVisible();
  await expect(aisha.getByText(notices.won(title))).toBeVisible();
  const result = emeka.getByRole('region', { name: m.resultTitle });
  await expect(result.getByText(m.wonBy('Aisha O***'))).toBeVisible();
  await expect(result.getByText(m.soldFor('₦40,500'))).toBeVisible();
  await expect(emeka.getByText(notices.lost(title))).toBeVisible();
  await expect(emeka.getByRole('button', { name: /Place Bid/ })).toHaveCount(0);
});

test('a signed-out visitor who presses Place Bid logs in and comes back to the auction', async ({ page, request }) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('bid-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), {
    title: `Qasa fan ${Date.now().toString(36)}`,
    startingPrice: 2_000_000,
  });
  const email = uniqueEmail('returning');
  await createNamedAccount(request, email, { firstName: 'Ngozi', lastName: 'Adeyemi' });

  await page.goto(`/auctions/${listing.id}`);
  await bidPanel(page)
    .getByRole('button', { name: /Place Bid/ })
    .click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/auctions/${listing.id}`);

  // A new account has an empty wallet: the dialog says what to deposit, and the server agrees.
  await bidPanel(page)
    .getByRole('button', { name: /Place Bid/ })
    .click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await expect(dialog.getByLabel(m.amountLabel)).toBeFocused();
  await expect(dialog.getByText(serverMessages.insufficientFunds('₦2,000', '₦2,000'))).toBeVisible();
  await expect(dialog.getByRole('link', { name: m.depositLink })).toHaveAttribute('href', '/wallet');
  await dialog.getByRole('button', { name: 'Bid ₦20,000' }).click();
  await expect(dialog.getByRole('alert')).toContainText(serverMessages.insufficientFunds('₦2,000', '₦2,000'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bidPanel(page).getByRole('button', { name: /Place Bid/ })).toBeFocused();
});

test('a Place Bid whose dialog could not be downloaded says so, and opens it on the next tap', async ({
  page,
  request,
}) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('chunk-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), {
    title: `Hisense fridge ${Date.now().toString(36)}`,
    startingPrice: 2_000_000,
  });
  await useToken(page, await createVerifiedAccount(request, uniqueEmail('chunk-buyer'), 'buyer'));
  // A dropped mobile connection: the dialog's code cannot arrive until the network is back.
  let online = false;
  await page.route(/\/assets\/bid-dialog-[\w-]+\.js$/, (route) =>
    online ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto(`/auctions/${listing.id}`);
  const placeBid = bidPanel(page).getByRole('button', { name: /Place Bid/ });
  await placeBid.click();
  await expect(bidPanel(page).getByRole('button', { name: placeBidLabels.openFailed })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  online = true;
  await bidPanel(page).getByRole('button', { name: placeBidLabels.openFailed }).click();
  await expect(page.getByRole('dialog', { name: m.dialogTitle })).toBeVisible();
});

test('screenshots of the auction page, the bid dialog and the result at 360 and 1280 px', async ({ page, request }) => {
  mkdirSync(shotsDir, { recursive: true });
  const seller = await createVerifiedAccount(request, uniqueEmail('shots-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), {
    title: `Hisense 32 inch smart TV ${Date.now().toString(36)}`,
    startingPrice: 8_500_000,
  });
  const buyer = await createNamedAccount(request, uniqueEmail('shots-buyer'), { firstName: 'Bisi', lastName: 'Ojo' });
  await depositToWallet(request, buyer, 5_000_000);
  await useToken(page, buyer);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/auctions/${listing.id}`);
    await expect(bidPanel(page).getByRole('button', { name: /Place Bid/ })).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/auction-${width}.png`, fullPage: true });
    await bidPanel(page)
      .getByRole('button', { name: /Place Bid/ })
      .click();
    const dialog = page.getByRole('dialog', { name: m.dialogTitle });
    await expect(dialog.getByText(m.availableLabel).locator('xpath=following-sibling::dd[1]')).toHaveText(
      width === 360 ? '₦50,000' : '₦41,000',
    );
    await page.screenshot({ path: `${shotsDir}/bid-dialog-${width}.png` });
    await dialog.getByLabel(m.amountLabel).fill(width === 360 ? '90000' : '95000');
    await dialog.getByRole('button', { name: /^Bid ₦/ }).click();
    await expect(page.getByRole('dialog', { name: m.leadingTitle })).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/bid-placed-${width}.png` });
    await page.getByRole('button', { name: m.done }).click();
    await expect(bidPanel(page).getByText(m.youLead(width === 360 ? '₦90,000' : '₦95,000'))).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/auction-leading-${width}.png`, fullPage: true });
  }
  await endAuctionIn(request, listing.id, 1);
  await expect(page.getByText(m.wonByYou('₦85,000', 48))).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/auction-won-1280.png`, fullPage: true });
});

/** The buyer wins `listingId` alone, lets the payment deadline pass, and the job runner forfeits the sale. */
async function winAndForfeit(request: APIRequestContext, buyer: string, listingId: string) {
  const headers = { Authorization: `Bearer ${buyer}` };
  await endAuctionIn(request, listingId, 1);
  let orderId: string | undefined;
  await expect
    .poll(async () => {
      const orders = (await (await request.get('/api/v1/me/orders', { headers })).json()).data.items as {
        id: string;
        listingId: string;
      }[];
      orderId = orders.find((order) => order.listingId === listingId)?.id;
      return orderId;
    })
    .toBeTruthy();
  const advanced = await request.post(`/api/v1/dev/orders/${orderId}/advance`, {
    data: { hours: TERMS.paymentDueHours },
  });
  expect(advanced.status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(`/api/v1/orders/${orderId}`, { headers })).json()).data.order.status)
    .toBe('forfeited');
}

test('a buyer barred after two forfeits taps Place Bid on a phone, reads why and stays signed in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shotsDir, { recursive: true });
  const seller = await createVerifiedAccount(request, uniqueEmail('barred-seller'));
  const buyer = await createNamedAccount(request, uniqueEmail('barred-buyer'), { firstName: 'Bayo', lastName: 'Ade' });
  await depositToWallet(request, buyer, 10_000_000);
  const png = await photo(page);
  for (let forfeit = 1; forfeit <= FORFEITS_BEFORE_BIDDING_BAR; forfeit += 1) {
    const unpaid = await createPublishedListing(request, seller, png, {
      title: `Unpaid rice cooker ${forfeit} ${Date.now().toString(36)}`,
      startingPrice: 2_000_000,
    });
    await placeBid(request, buyer, unpaid.id, 2_000_000);
    await winAndForfeit(request, buyer, unpaid.id);
  }
  const listing = await createPublishedListing(request, seller, png, {
    title: `Tecno Spark 20 ${Date.now().toString(36)}`,
    startingPrice: 2_000_000,
  });

  await page.setViewportSize({ width: 360, height: 800 });
  await useToken(page, buyer);
  await page.goto(`/auctions/${listing.id}`);
  await bidPanel(page)
    .getByRole('button', { name: /Place Bid/ })
    .click();
  const dialog = page.getByRole('dialog', { name: m.dialogTitle });
  await dialog.getByLabel(m.amountLabel).fill('25000');
  await dialog.getByRole('button', { name: 'Bid ₦25,000' }).click();

  // The refusal is a sentence in the dialog, not a trip to login: the session and the page stay.
  const why = dialog.getByText(serverMessages.biddingBarred(FORFEITS_BEFORE_BIDDING_BAR));
  await expect(why).toBeVisible();
  await why.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotsDir}/bid-barred-360.png` });
  await expect(page).toHaveURL(`/auctions/${listing.id}`);
  expect(await page.evaluate(() => localStorage.getItem('user_access_token'))).toBe(buyer);
  await dialog.getByRole('button', { name: m.cancel }).click();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
});
