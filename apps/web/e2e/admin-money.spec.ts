import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { abusePageLabels } from '@naijabid/shared/messages/admin-abuse';
import { moneyPageLabels as m, withdrawalStatusLabels } from '@naijabid/shared/messages/admin-money';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { createVerifiedAccount, depositToWallet, uniqueEmail, useToken } from './helpers';

/** Screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function operatorToken(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('operator');
  const token = await createVerifiedAccount(request, email, 'buyer');
  const granted = await request.post('/api/v1/dev/operators', { data: { email } });
  expect((await granted.json()).data.outcome).toBe('changed');
  return token;
}

/** A withdrawal to an account the fake Paystack fails (its number starts 98): the money comes back. */
async function failedWithdrawal(request: APIRequestContext, token: string, amountKobo: number): Promise<string> {
  const serial = `98${String(Date.now()).slice(-7)}`;
  const saved = await request.post('/api/v1/me/bank-accounts', {
    headers: bearer(token),
    data: { bankCode: '058', accountNumber: `${serial}${nubanCheckDigit('058', serial)}`, confirm: true },
  });
  expect(saved.status()).toBe(201);
  const answer = await request.post('/api/v1/wallet/withdrawals', {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-withdrawal-${Date.now()}` },
    data: { amount: amountKobo, bankAccountId: (await saved.json()).data.id },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data.reference as string;
}

test('an operator sees the books balance, retries a failed withdrawal with a reason, and reads the abuse signals', async ({
  page,
  request,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const operator = await operatorToken(request);
  const user = await createVerifiedAccount(request, uniqueEmail('withdrawer'), 'buyer');
  await depositToWallet(request, user, 50_000_00);
  const reference = await failedWithdrawal(request, user, 12_000_00);

  await useToken(page, operator);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/money');
    await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: m.balanced })).toBeVisible();
    const failed = page.getByRole('listitem').filter({ hasText: reference });
    await expect(failed).toContainText(withdrawalStatusLabels.failed);
    await page.screenshot({ path: `${shotsDir}/admin-money-${width}.png`, fullPage: true });
  }

  const failed = page.getByRole('listitem').filter({ hasText: reference });
  await failed.getByRole('button', { name: m.retry }).click();
  await failed.getByRole('button', { name: m.confirmRetry }).click();
  await expect(failed.getByRole('alert')).toBeVisible();
  await failed.getByLabel(m.reason).fill('The user corrected their bank details by phone.');
  await page.screenshot({ path: `${shotsDir}/admin-money-retry-1280.png` });
  await failed.getByRole('button', { name: m.confirmRetry }).click();
  await expect(page.getByText(/^Sent again as withdrawal nbw_/)).toBeVisible();
  await expect(failed).toContainText(/Retried as nbw_/);
  await expect(failed.getByRole('button', { name: m.retry })).toHaveCount(0);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/abuse');
    await expect(page.getByRole('heading', { name: abusePageLabels.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: abusePageLabels.shillTitle })).toBeVisible();
    await expect(page.getByText(abusePageLabels.retractionsNote)).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/admin-abuse-${width}.png`, fullPage: true });
  }
});

test('the console’s pages settle once loaded: users, listings, money and disputes leave no request open', async ({
  page,
  request,
}) => {
  await useToken(page, await operatorToken(request));
  for (const section of ['users', 'listings', 'money', 'disputes']) {
    // A page whose data layer kept dropping and restarting its read never goes network-idle.
    await page.goto(`/admin/${section}`, { waitUntil: 'networkidle', timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
