import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { walletPageLabels } from '@naijabid/shared/messages/wallet-page';
import {
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  endAuctionIn,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

async function availableKobo(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/wallet', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.available as number;
}

async function startDeposit(page: Page, naira: string) {
  await page.getByLabel('Amount in naira').fill(naira);
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/fake-paystack\/checkout\/\w+$/);
}

async function signedInAtWallet(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const token = await createVerifiedAccount(request, uniqueEmail(label));
  await useToken(page, token);
  await page.goto('/wallet');
  await expect(page.getByTestId('available-balance')).toHaveText('₦0');
  await expect(page.getByText(walletMessages.historyEmpty)).toBeVisible();
  return token;
}

test('a buyer deposits ₦5,000 through the payment page and sees it in the wallet', async ({ page, request }) => {
  const token = await signedInAtWallet(page, request, 'deposit');
  await startDeposit(page, '5,000');
  await page.getByRole('button', { name: 'Pay ₦5,000' }).click();

  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('status').filter({ hasText: walletMessages.depositCredited('₦5,000') })).toBeVisible();
  await expect(page.getByTestId('available-balance')).toHaveText('₦5,000');
  await expect(page.getByTestId('held-balance')).toHaveText('₦0');
  const entries = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Deposit');
  await expect(entries.first()).toContainText('+₦5,000');
  await expect(entries.first()).toContainText('Completed');
  expect(await availableKobo(request, token)).toBe(500_000);
});

test('a failed payment says so and credits nothing', async ({ page, request }) => {
  const token = await signedInAtWallet(page, request, 'deposit-failed');
  await startDeposit(page, '5000');
  await page.getByRole('button', { name: 'Fail the payment' }).click();

  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('alert')).toHaveText(walletMessages.depositFailed);
  await expect(page.getByTestId('available-balance')).toHaveText('₦0');
  await expect(page.getByText(walletMessages.historyEmpty)).toBeVisible();
  expect(await availableKobo(request, token)).toBe(0);
});

test('at 360 px, a buyer who leaves the payment page with Back sees the deposit pending and cancels it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const token = await signedInAtWallet(page, request, 'deposit-back');
  await startDeposit(page, '4,500');
  await page.goBack();

  await expect(page).toHaveURL(/\/wallet$/);
  const deposits = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem');
  await expect(deposits).toHaveCount(1);
  await expect(deposits.first()).toContainText(/₦4,500.*Pending/);
  await page
    .getByRole('region', { name: 'Deposits' })
    .screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/wallet-deposit-pending-360.png` });
  await page.getByRole('button', { name: walletPageLabels.cancelDepositOf('₦4,500') }).click();

  await expect(page.getByText(serverMessages.depositCancelled)).toBeVisible();
  await expect(deposits.first()).toContainText(/₦4,500.*Cancelled/);
  await expect(page.getByRole('button', { name: walletPageLabels.cancelDepositOf('₦4,500') })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/wallet-deposit-cancelled-360.png` });
  expect(await availableKobo(request, token)).toBe(0);
});

test("coming back with someone else's deposit reference says it cannot be found and shows nothing of it", async ({
  page,
  request,
}) => {
  const owner = await createVerifiedAccount(request, uniqueEmail('deposit-owner'));
  const started = await request.post('/api/v1/wallet/deposits', {
    headers: { Authorization: `Bearer ${owner}` },
    data: { amount: 500_000 },
  });
  expect(started.status()).toBe(201);
  const { reference } = (await started.json()).data as { reference: string };

  await signedInAtWallet(page, request, 'deposit-stranger');
  await page.goto(`/wallet?trxref=${reference}&reference=${reference}`);
  await expect(page.getByRole('alert')).toHaveText(serverMessages.depositNotFound);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText(walletMessages.depositAwaitingProvider)).toHaveCount(0);
  await expect(page.getByTestId('available-balance')).toHaveText('₦0');
});

test('a deposit credited while the wallet is open shows up without reloading', async ({ page, request }) => {
  const token = await signedInAtWallet(page, request, 'deposit-live');
  await depositToWallet(request, token, 500_000);
  await expect(page.getByTestId('available-balance')).toHaveText('₦5,000');
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toContainText(['+₦5,000']);
});

test('a buyer sees their own account number for bank transfers, and a transfer into it reaches the wallet', async ({
  page,
  request,
}) => {
  await signedInAtWallet(page, request, 'bank-transfer');
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  const accountNumber = page.getByTestId('virtual-account-number');
  await expect(accountNumber).toHaveText(/^\d{10}$/);
  await expect(page.getByText('Test Bank')).toBeVisible();

  // The fake Paystack's stand-in for someone paying into that account from their bank app.
  const sent = await request.post(
    `/fake-paystack/fake/dedicated_account/${await accountNumber.textContent()}/transfers`,
    {
      data: { amount: 1_500_000 },
    },
  );
  expect(sent.ok()).toBe(true);
  await expect(page.getByTestId('available-balance')).toHaveText('₦15,000');
  const deposits = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem');
  await expect(deposits).toHaveCount(1);
  await expect(deposits.first()).toContainText(/Bank transfer.*₦15,000.*Credited/);
});

/** A real PNG for the listing photo, drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

test('a leading bid shows as held; the page fits 360 px, passes axe, and is screenshotted at 360 and 1280 px', async ({
  page,
  request,
}) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('wallet-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), {
    title: `Binatone blender ${Date.now().toString(36)}`,
    startingPrice: 3_500_000,
  });
  const buyer = await createVerifiedAccount(request, uniqueEmail('wallet-buyer'), 'buyer');
  await depositToWallet(request, buyer, 2_500_000);
  // Security is 10% of the maximum: ₦4,000 of a ₦40,000 maximum.
  expect((await placeBid(request, buyer, listing.id, 4_000_000)).leading).toBe(true);

  const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(shotsDir, { recursive: true });
  await useToken(page, buyer);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/wallet');
    await expect(page.getByTestId('available-balance')).toHaveText('₦21,000');
    await expect(page.getByTestId('held-balance')).toHaveText('₦4,000');
    const entries = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText(/Bid security.*−₦4,000.*Held/);
    await expect(entries.last()).toContainText(/Deposit.*\+₦25,000.*Completed/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await page.screenshot({ path: `${shotsDir}/wallet-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Bank transfer' }).click();
    await expect(page.getByTestId('virtual-account-number')).toHaveText(/^\d{10}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${shotsDir}/wallet-bank-transfer-${width}.png`, fullPage: true });
  }
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The signed amounts of the history's lines as the page shows them; a released hold's struck amount counts nothing. */
async function shownLines(page: Page): Promise<Array<{ text: string; amountKobo: number; held: boolean }>> {
  const texts = await page.getByRole('list', { name: 'History' }).getByRole('listitem').allTextContents();
  return texts.map((text) => {
    const signed = /([+−])₦([\d,]+(?:\.\d{2})?)/.exec(text);
    const kobo = signed ? Math.round(Number(signed[2]!.replaceAll(',', '')) * 100) : 0;
    return {
      text,
      amountKobo: signed?.[1] === '−' ? -kobo : kobo,
      held: text.endsWith(walletMessages.entryStatuses.held),
    };
  });
}

test('at 360 px the wallet history adds up to the balances: a deposit, a paid win, a released bid and a withdrawal on its way', async ({
  page,
  request,
}) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('history-seller'));
  const buyer = await createVerifiedAccount(request, uniqueEmail('history-buyer'), 'buyer');
  const rival = await createVerifiedAccount(request, uniqueEmail('history-rival'), 'buyer');
  const stamp = Date.now().toString(36);
  const won = await createPublishedListing(request, seller, await photo(page), {
    title: `Binatone kettle ${stamp}`,
    startingPrice: 2_000_000,
  });
  const lost = await createPublishedListing(request, seller, await photo(page), {
    title: `Binatone iron ${stamp}`,
    startingPrice: 1_000_000,
  });
  await depositToWallet(request, buyer, 5_000_000);
  await depositToWallet(request, rival, 5_000_000);

  // A bid the buyer wins and pays for (₦3,000 security, then the rest of ₦20,000 from the wallet),
  // and one a rival beats (its ₦1,500 security is released).
  expect((await placeBid(request, buyer, won.id, 3_000_000)).leading).toBe(true);
  expect((await placeBid(request, buyer, lost.id, 1_500_000)).leading).toBe(true);
  expect((await placeBid(request, rival, lost.id, 2_500_000)).leading).toBe(true);
  await endAuctionIn(request, won.id, 1);
  let orderId = '';
  await expect
    .poll(async () => {
      const orders = (await (await request.get('/api/v1/me/orders', { headers: bearer(buyer) })).json()).data.items;
      orderId = orders.find((order: { listingId: string }) => order.listingId === won.id)?.id ?? '';
      return orderId;
    })
    .not.toBe('');
  const paid = await request.post(`/api/v1/orders/${orderId}/pay`, {
    headers: { ...bearer(buyer), 'Idempotency-Key': `e2e-pay-${orderId}` },
    data: { delivery: { method: 'pickup' } },
  });
  expect(paid.status()).toBe(200);

  // A withdrawal the bank has not settled yet (the fake Paystack leaves 95… accounts pending).
  const serial = `95${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const saved = await request.post('/api/v1/me/bank-accounts', {
    headers: bearer(buyer),
    data: { bankCode: '058', accountNumber: `${serial}${nubanCheckDigit('058', serial)}`, confirm: true },
  });
  expect(saved.status()).toBe(201);
  const withdrawn = await request.post('/api/v1/wallet/withdrawals', {
    headers: { ...bearer(buyer), 'Idempotency-Key': `e2e-withdraw-${serial}` },
    data: { amount: 1_000_000, bankAccountId: (await saved.json()).data.id },
  });
  expect(withdrawn.status()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await useToken(page, buyer);
  await page.goto('/wallet');
  // ₦50,000 in; ₦20,000 paid for the kettle; ₦10,000 held for the withdrawal.
  await expect(page.getByTestId('available-balance')).toHaveText('₦20,000');
  await expect(page.getByTestId('held-balance')).toHaveText('₦10,000');
  const entries = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(0)).toContainText(/Withdrawal to a bank account.*−₦10,000.*Held/);
  await expect(entries.nth(1)).toContainText(/Order payment.*−₦17,000.*Completed/);
  await expect(entries.nth(2)).toContainText(/Bid security.*₦1,500.*Released/);
  await expect(entries.nth(3)).toContainText(/Bid security.*−₦3,000.*Paid/);
  await expect(entries.nth(4)).toContainText(/Deposit.*\+₦50,000.*Completed/);

  const lines = await shownLines(page);
  const sum = (kobo: number[]) => kobo.reduce((total, value) => total + value, 0);
  expect(sum(lines.map((line) => line.amountKobo))).toBe(2_000_000);
  expect(sum(lines.filter((line) => line.held).map((line) => -line.amountKobo))).toBe(1_000_000);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/wallet-history-adds-up-360.png`, fullPage: true });
});
