import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatNaira } from '@naijabid/shared/money';
import { settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { sellerVerificationLabels as l } from '@naijabid/shared/messages/seller-verification';
import { withdrawalMessages, withdrawLabels as w } from '@naijabid/shared/messages/withdrawals';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { createNamedAccount, createVerifiedAccount, depositToWallet, uniqueEmail, useToken } from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/** A GTBank NUBAN of this run's own, written as a bank app shows it: "0123 4567 85". */
function spacedAccountNumber(): { digits: string; spaced: string } {
  const serial = `03${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const digits = `${serial}${nubanCheckDigit('058', serial)}`;
  return { digits, spaced: `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}` };
}

test('at 1280 px a seller verifies with pasted digits, keeps the form after a failure, and withdraws a large amount to the verified account Withdraw to bank offers', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await createNamedAccount(
    request,
    uniqueEmail('verifyslips'),
    { firstName: 'Ngozi', lastName: 'Eze' },
    'seller',
  );
  await depositToWallet(request, token, 300_000_00);
  await useToken(page, token);
  const account = spacedAccountNumber();

  await page.goto('/settings/verify');
  // The names come from the account.
  await expect(page.getByLabel(l.firstName)).toHaveValue('Ngozi');
  await expect(page.getByLabel(l.lastName)).toHaveValue('Eze');
  // Pasted with spaces, every digit is kept: a BVN starting 000 the fake bank does not confirm.
  await page.getByLabel(l.bvn).focus();
  await page.keyboard.insertText('0001 2345 678');
  await expect(page.getByLabel(l.bvn)).toHaveValue('00012345678');
  await page.getByLabel(l.bank, { exact: true }).selectOption('058');
  await page.getByLabel(l.accountNumber).focus();
  await page.keyboard.insertText(account.spaced);
  await expect(page.getByLabel(l.accountNumber)).toHaveValue(account.digits);
  await page.getByLabel(l.middleName).fill('Adaeze');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Account number or BVN is incorrect');

  // Everything but the BVN and the consent is still there for the next try.
  await expect(page.getByLabel(l.bvn)).toHaveValue('');
  await expect(page.getByLabel(l.bank, { exact: true })).toHaveValue('058');
  await expect(page.getByLabel(l.accountNumber)).toHaveValue(account.digits);
  await expect(page.getByLabel(l.middleName)).toHaveValue('Adaeze');
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/verify-seller-after-failure-1280.png`, fullPage: true });
  await page.getByLabel(l.bvn).focus();
  await page.keyboard.insertText('2212 3456 789');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Verified as Ngozi Adaeze Eze');

  // Withdraw to bank says the rule and asks for the verified account first, its bank chosen.
  await page.goto('/wallet');
  const withdraw = page.getByRole('region', { name: w.title });
  await expect(withdraw.getByText(w.verifiedOnly('Ngozi Adaeze Eze'))).toBeVisible();
  const masked = `${account.digits.slice(0, 3)}****${account.digits.slice(-3)}`;
  await expect(withdraw.getByText(w.verifiedAccountNotSaved('Guaranty Trust Bank', masked))).toBeVisible();
  await expect(withdraw.getByLabel(w.bank)).toHaveValue('058');
  await page.screenshot({ path: `${shotsDir}/withdraw-verified-account-offer-1280.png`, fullPage: true });
  await withdraw.getByLabel(w.accountNumber).focus();
  await page.keyboard.insertText(account.spaced);
  await withdraw.getByRole('button', { name: w.checkAccount }).click();
  // The fake bank names the verified account after the person it confirmed, surname first.
  await expect(withdraw.getByText('EZE NGOZI ADAEZE', { exact: true })).toBeVisible();
  await withdraw.getByRole('button', { name: w.confirmAccount }).click();
  await expect(withdraw.getByLabel(w.withdrawTo)).toHaveText(new RegExp(`${w.verifiedAccountMark}$`));
  await withdraw.getByLabel(w.amount).fill('250000');
  await page.screenshot({ path: `${shotsDir}/withdraw-verified-account-1280.png`, fullPage: true });
  await withdraw.getByRole('button', { name: w.withdraw, exact: true }).click();
  await expect(page.getByText(withdrawalMessages.requested)).toBeVisible();
  await expect(withdraw.getByText(formatNaira(250_000_00)).first()).toBeVisible();
});

test('at 360 px a buyer’s Settings have no "Verified seller" card', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const token = await createVerifiedAccount(request, uniqueEmail('buyernocard'), 'buyer', { withPhone: false });
  await useToken(page, token);
  // The card would come with the account's answer: wait for it, then look.
  const accountRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/me');
  await page.goto('/settings');
  await accountRead;
  await expect(page.getByRole('heading', { name: settingsPageLabels.passwordHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: l.settingsLink })).toHaveCount(0);
  await page.screenshot({ path: `${shotsDir}/settings-buyer-360.png`, fullPage: true });
});
