import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  closeAccountMessages,
  passwordChangeMessages,
  phoneMessages,
  settingsPageLabels as m,
} from '@naijabid/shared/messages/account-settings';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import {
  createVerifiedAccount,
  depositToWallet,
  PASSWORD,
  readSmsCode,
  uniqueEmail,
  uniquePhone,
  useToken,
} from './helpers';

const NEW_PASSWORD = 'a brand new passphrase';
/** Full-page screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

test('settings: verify a phone with the code from the SMS outbox, download my data, change the password', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('settings');
  await useToken(page, await createVerifiedAccount(request, email, 'seller', { withPhone: false }));
  await page.goto('/dashboard');
  await page.getByRole('link', { name: m.title }).last().click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByTestId('phone-state')).toHaveText(m.phoneNone);

  // The number as people write it; the code read on the development SMS outbox page.
  const phone = uniquePhone();
  const local = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
  await page.getByLabel(m.phoneLabel).fill('0803 12');
  await page.getByRole('button', { name: m.sendCode }).click();
  await expect(page.getByText(phoneMessages.phoneInvalid)).toBeVisible();
  await page.getByLabel(m.phoneLabel).fill(local);
  await page.getByRole('button', { name: m.sendCode }).click();
  await expect(page.getByText(phoneMessages.codeSent(formatNigerianMobile(phone)))).toBeVisible();
  const outbox = await context.newPage();
  await outbox.goto(`/dev/sms?to=${encodeURIComponent(local)}`);
  const text = (await outbox.locator('.text').first().textContent()) ?? '';
  await outbox.close();
  const code = /^(\d{6}) is your NaijaBid/.exec(text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel(m.codeLabel).fill(code!);
  await page.getByRole('button', { name: m.verifyCode }).click();
  await expect(page.getByTestId('phone-state')).toHaveText(m.phoneVerified(formatNigerianMobile(phone)));

  // My data: a JSON file with the profile and the phone.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: m.downloadData }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^naijabid-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(email);
  expect(data.phone.number).toBe(phone);
  expect(data).toHaveProperty('wallet.ledger');

  // A new password; the old one no longer logs in.
  await page.getByLabel(m.currentPassword).fill(PASSWORD);
  await page.getByLabel(m.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(m.confirmNewPassword).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: m.changePassword }).click();
  await expect(page.getByText(passwordChangeMessages.changed)).toBeVisible();
  expect((await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/v1/auth/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200);
  // This device stays signed in.
  await page.reload();
  await expect(page.getByTestId('phone-state')).toHaveText(m.phoneVerified(formatNigerianMobile(phone)));
});

test('the settings page fits 360 px, passes axe, and is screenshotted with the close-account dialog at 360 and 1280 px', async ({
  page,
  request,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const token = await createVerifiedAccount(request, uniqueEmail('settings-shots'), 'buyer', { withPhone: false });
  // Money in the wallet: closing is refused, and the dialog says why.
  await depositToWallet(request, token, 12_500_00);
  await useToken(page, token);
  await page.goto('/settings');
  await page.getByLabel(m.phoneLabel).fill(uniquePhone());
  await page.getByRole('button', { name: m.sendCode }).click();
  await expect(page.getByLabel(m.codeLabel)).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The app-wide toast ("We sent a 6-digit code...") is sonner's, styled by the toast constants, not this page.
    const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
    expect(
      results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await page.screenshot({ path: `${shotsDir}/settings-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: m.closeButton }).click();
    const dialog = page.getByRole('dialog', { name: m.closeConfirmTitle });
    await dialog.getByLabel(m.closePassword).fill(PASSWORD);
    await dialog.getByRole('button', { name: m.closeConfirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(closeAccountMessages.moneyInWallet('₦12,500'));
    await page.screenshot({ path: `${shotsDir}/settings-close-${width}.png` });
    await dialog.getByRole('button', { name: m.cancel }).click();
    await expect(dialog).toBeHidden();
  }
});

test('on a phone, the SMS code pasted as "263 052" keeps all six digits and verifies the number', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 360, height: 800 });
  await useToken(page, await createVerifiedAccount(request, uniqueEmail('paste'), 'buyer', { withPhone: false }));
  await page.goto('/settings');
  const phone = uniquePhone();
  await page.getByLabel(m.phoneLabel).fill(phone);
  await page.getByRole('button', { name: m.sendCode }).click();
  const code = await readSmsCode(request, phone);

  // Copied from the SMS app with a space in the middle, then pasted with the keyboard: a
  // real paste, which the browser cuts at the field's maxLength before the page sees it.
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), spaced);
  const field = page.getByLabel(m.codeLabel);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(code);
  await page.getByRole('button', { name: m.verifyCode }).click();
  await expect(page.getByTestId('phone-state')).toHaveText(m.phoneVerified(formatNigerianMobile(phone)));
});
