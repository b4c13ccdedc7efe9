import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { walletMessages } from '@naijabid/shared/messages';
import { bankAccountMessages, withdrawLabels } from '@naijabid/shared/messages/withdrawals';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { createVerifiedAccount, uniqueEmail, useToken } from './helpers';

const GTBANK = '058';
/** A GTBank NUBAN the fake Paystack resolves and pays out to. */
const serial = '012345678';
const accountNumber = `${serial}${nubanCheckDigit(GTBANK, serial)}`;

async function screenshot(page: Page, name: string, width: number) {
  const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(shotsDir, { recursive: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
}

for (const width of [360, 1280]) {
  test(`at ${width} px a user deposits by card, then by bank transfer, then withdraws to their bank account`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await useToken(page, await createVerifiedAccount(request, uniqueEmail(`money-${width}`), 'buyer'));
    await page.goto('/wallet');
    await expect(page.getByTestId('available-balance')).toHaveText('₦0');

    // Card: Paystack's checkout (the fake's, without a key), then back to the wallet.
    await page.getByLabel('Amount in naira').fill('20,000');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/fake-paystack\/checkout\/\w+$/);
    await page.getByRole('button', { name: 'Pay ₦20,000' }).click();
    await expect(page).toHaveURL(/\/wallet/);
    await expect(page.getByRole('status').filter({ hasText: walletMessages.depositCredited('₦20,000') })).toBeVisible();
    await expect(page.getByTestId('available-balance')).toHaveText('₦20,000');

    // Bank transfer: into the user's own account number, from "their bank app".
    await page.getByRole('button', { name: 'Bank transfer' }).click();
    const virtualAccount = page.getByTestId('virtual-account-number');
    await expect(virtualAccount).toHaveText(/^\d{10}$/);
    await expect(page.getByText('NAIJABID/BAKARE TUNDE')).toBeVisible();
    await screenshot(page, 'money-bank-transfer', width);
    const transferred = await request.post(
      `/fake-paystack/fake/dedicated_account/${await virtualAccount.textContent()}/transfers`,
      { data: { amount: 1_500_000 } },
    );
    expect(transferred.ok()).toBe(true);
    await expect(page.getByTestId('available-balance')).toHaveText('₦35,000');
    const deposits = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem');
    await expect(deposits).toHaveCount(2);
    await expect(deposits.filter({ hasText: 'Bank transfer' })).toContainText(/₦15,000.*Credited/);

    // Withdraw: the bank's name for the number is shown to confirm, then the money leaves.
    const withdraw = page.getByRole('region', { name: withdrawLabels.title });
    await withdraw.getByLabel(withdrawLabels.bank).selectOption(GTBANK);
    await withdraw
      .getByLabel(withdrawLabels.accountNumber)
      .fill(`${serial}${(nubanCheckDigit(GTBANK, serial) + 1) % 10}`);
    await withdraw.getByRole('button', { name: withdrawLabels.checkAccount }).click();
    await expect(withdraw.getByText(bankAccountMessages.accountNumberTypo)).toBeVisible();
    await withdraw.getByLabel(withdrawLabels.accountNumber).fill(accountNumber);
    await withdraw.getByRole('button', { name: withdrawLabels.checkAccount }).click();
    await expect(withdraw.getByText(/The bank says this account belongs to/)).toBeVisible();
    // The fake bank names the account after someone else: a warning, and the user may still go on.
    await expect(withdraw.getByText(/is not the one on your NaijaBid account \(Tunde Bakare\)/)).toBeVisible();
    await screenshot(page, 'money-confirm-account', width);
    await withdraw.getByRole('button', { name: withdrawLabels.confirmAccount }).click();
    await withdraw.getByLabel(withdrawLabels.amount).fill('12,500');
    await withdraw.getByRole('button', { name: withdrawLabels.withdraw }).click();

    const withdrawals = withdraw.getByRole('list', { name: withdrawLabels.withdrawals }).getByRole('listitem');
    await expect(withdrawals).toHaveCount(1);
    await expect(withdrawals.first()).toContainText(/₦12,500/);
    await expect(withdrawals.first()).toContainText(withdrawLabels.states.succeeded);
    await expect(page.getByTestId('available-balance')).toHaveText('₦22,500');
    await expect(page.getByTestId('held-balance')).toHaveText('₦0');
    await screenshot(page, 'money-withdrawn', width);
  });
}
