import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { SUPPORT_PHONE_E164, SUPPORT_WHATSAPP_URL } from '@naijabid/shared/constants';
import { liveNoticeMessages, serverMessages, toastMessages } from '@naijabid/shared/messages';
import { heartLabels } from '@naijabid/shared/messages/heart-and-bell';
import { loginLabels } from '@naijabid/shared/messages/auth';
import { myBidsLabels } from '@naijabid/shared/messages/dashboard';
import { orderLabels, payDialogLabels, wonAuctionLabels } from '@naijabid/shared/messages/orders';
import * as topBar from '@naijabid/shared/messages/top-bar';
import { formatNaira } from '@naijabid/shared/money';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import type { Order } from '@naijabid/shared/schemas/orders';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  endAuctionIn,
  PASSWORD,
  placeBid,
  readVerificationCode,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const PHONE = { width: 360, height: 740 };

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

async function newListing(page: Page, request: APIRequestContext, title: string) {
  const seller = await createVerifiedAccount(request, uniqueEmail('next-step-seller'));
  return createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
}

/** Whether two boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('not on screen');
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

/** Every link and button of the top bar lies whole inside the screen, none scrolled or cut off. */
async function expectTopBarFits(page: Page) {
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation');
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const width = page.viewportSize()!.width;
  for (const control of await header.locator('a, button').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width);
  }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test('the winner pays from the won auction page itself, and the phone top bar shows the cart with its count', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Haier Thermocool fridge ${Date.now().toString(36)}`;
  const listing = await newListing(page, request, title);
  const aisha = await createNamedAccount(request, uniqueEmail('aisha'), { firstName: 'Aisha', lastName: 'Okafor' });
  await depositToWallet(request, aisha, 10_000_000);
  await placeBid(request, aisha, listing.id, 3_000_000);
  await endAuctionIn(request, listing.id, 1);
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/me/orders', { headers: { Authorization: `Bearer ${aisha}` } });
      return ((await answer.json()).data.items as Order[]).some((order) => order.listingId === listing.id);
    })
    .toBe(true);

  // On a computer, the marketplace header (rendered on the server, a visitor's) turns into hers
  // without waiting for the photos, which a visitor's page lets go first for up to 2.5 s.
  await useToken(page, aisha);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**/media/**', () => undefined);
  const appCode = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/, { timeout: 2_000 });
  await page.goto('/auctions', { waitUntil: 'domcontentloaded' });
  await appCode;
  await expect(page.getByRole('link', { name: topBar.cartToPay(1) })).toBeVisible();
  await page.unroute('**/media/**');

  // On her phone, the auction page she won keeps the way to pay long after any toast has gone.
  await page.setViewportSize(PHONE);
  await page.goto(`/auctions/${listing.id}`);
  const result = page.getByRole('region', { name: 'Result' });
  const pay = result.getByRole('button', { name: liveNoticeMessages.payNow });
  await expect(pay).toBeVisible();
  await expectTopBarFits(page);
  await expect(page.getByRole('banner').getByRole('link', { name: topBar.cartToPay(1) })).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/won-auction-pay-360.png`, fullPage: true });
  await page.waitForTimeout(4_500);
  await expect(pay).toBeVisible();

  await pay.click();
  const dialog = page.getByRole('dialog', { name: payDialogLabels.title });
  const toPay = 2_000_000 - bidSecurityFor(3_000_000);
  await dialog.getByRole('button', { name: payDialogLabels.submit(formatNaira(toPay)) }).click();
  // Paid for pickup: the answer says how to collect it, and the outcome no longer says payment is due.
  await expect(page.getByText(serverMessages.orderPaidForPickup)).toBeVisible();
  await expect(result.getByText(wonAuctionLabels.paid)).toBeVisible();
  await expect(result.getByText(/Payment is due/)).toHaveCount(0);
  await expect(result.getByRole('link', { name: orderLabels.view })).toBeVisible();
  await expect(result.getByRole('button', { name: liveNoticeMessages.payNow })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: topBar.cart, exact: true })).toBeVisible();
});

test('a visitor who hearts an item, then signs up, comes back to the item with it saved, and is welcomed, not welcomed back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const title = `Oraimo power bank ${Date.now().toString(36)}`;
  const listing = await newListing(page, request, title);
  const email = uniqueEmail('hearted');

  await page.goto(`/auctions/${listing.id}`);
  await page.getByRole('button', { name: heartLabels.watch(title) }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: loginLabels.signUp }).click();
  await expect(page).toHaveURL('/register');
  // The wizard, as helpers' signUp walks it, without opening /register afresh (which would forget the item).
  await page.getByLabel('Buyer').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Chiamaka');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  // A reload on the way (a phone coming back from the mail app) keeps where they were going.
  await page.reload();
  await page.getByLabel('Verification code').fill(await readVerificationCode(request, email));

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginLabels.newAccountTitle);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(`/auctions/${listing.id}`);
  await expect(toast(page, toastMessages.firstLoginSuccess)).toBeVisible();
  await expect(page.getByRole('button', { name: heartLabels.unwatch(title) })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/watchlist');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('on a phone, toasts cover neither My bids after login nor the price when outbid', async ({ page, request }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const title = `Infinix Hot 40 ${Date.now().toString(36)}`;
  const listing = await newListing(page, request, title);
  const email = uniqueEmail('ada');
  const ada = await createNamedAccount(request, email, { firstName: 'Ada', lastName: 'Obi' });
  const bola = await createNamedAccount(request, uniqueEmail('bola'), { firstName: 'Bola', lastName: 'Ade' });
  await depositToWallet(request, ada, 10_000_000);
  await depositToWallet(request, bola, 10_000_000);
  await placeBid(request, ada, listing.id, 2_500_000);

  // Not her first login (the account was made with one): welcomed back, as the spec says.
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  const loggedIn = toast(page, toastMessages.loginSuccess);
  await expect(loggedIn).toBeVisible();
  const myBids = page.getByRole('region', { name: myBidsLabels.title });
  await expect(myBids.getByText(title)).toBeVisible();
  expect(await overlap(loggedIn, myBids)).toBe(false);
  await page.screenshot({ path: `${shotsDir}/login-toast-360.png` });

  // The server-rendered page shows the price before its scripts run; the outbid notice comes
  // over her own event stream, so the bid waits until the page has opened it.
  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/v1/me/events'));
  await page.goto(`/auctions/${listing.id}`);
  const price = page.locator('dl', { hasText: 'Bids' }).first();
  await expect(price).toBeVisible();
  await streamOpened;
  await placeBid(request, bola, listing.id, 4_000_000);
  const outbid = toast(page, liveNoticeMessages.outbid(title));
  await expect(outbid).toBeVisible();
  expect(await overlap(outbid, price)).toBe(false);
  await page.screenshot({ path: `${shotsDir}/outbid-toast-360.png` });
});

test('the verify page breaks a long email only between its parts on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const email = 'chiamaka.eze-ogunlesi.adebayo@example-mail.com.ng';
  await page.goto(`/verify?email=${encodeURIComponent(email)}`);
  const address = page.getByText(email);
  await expect(address).toBeVisible();
  // The text of each line the address is drawn on, read from the browser's layout.
  const lines = await address.evaluate((element) => {
    const range = document.createRange();
    const byTop = new Map<number, string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? '') + node.textContent![index]);
      }
    }
    return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
  });
  expect(lines.join('')).toBe(email);
  expect(lines.length).toBeGreaterThan(1);
  for (const [index, line] of lines.entries()) {
    if (index === 0) continue;
    // A new line starts at "@" or a dot, or follows a hyphen: never inside a word.
    expect(/^[@.]/.test(line) || lines[index - 1]!.endsWith('-'), `line ${index}: ${line}`).toBe(true);
  }
  await page.screenshot({ path: `${shotsDir}/verify-long-email-360.png` });
});

test('contact support by phone or WhatsApp', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const number = formatNigerianMobile(SUPPORT_PHONE_E164);
  await expect(page.getByRole('link', { name: number }).first()).toHaveAttribute('href', `tel:${SUPPORT_PHONE_E164}`);
  await expect(page.getByRole('link', { name: number }).nth(1)).toHaveAttribute('href', SUPPORT_WHATSAPP_URL);
  await expect(page.getByText(/^WhatsApp:/)).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/contact-360.png`, fullPage: true });
});
