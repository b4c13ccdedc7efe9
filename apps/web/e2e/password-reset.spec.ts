import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { serverMessages, toastMessages, validationMessages } from '@naijabid/shared/messages';
import { createVerifiedAccount, PASSWORD, uniqueEmail, useToken } from './helpers';

const NEW_PASSWORD = 'a brand new passphrase';
/** Full-page screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/** The link of the newest password reset mail in the development mailbox, as a path of this site. */
async function readResetLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await answer.json()).data as { subject: string; text: string }[];
      const mail = mails.find((candidate) => candidate.subject.includes('password reset'));
      link = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('a forgotten password: code from the mail, a new password, every device logged out, log in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await useToken(page, await createVerifiedAccount(request, email, 'buyer'));
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText(serverMessages.resetCodeSent)).toBeVisible();

  await page.goto(await readResetLink(request, email));
  await expect(page.getByLabel('Reset code')).toHaveValue(/^\d{6}$/);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(validationMessages.passwordTooShort)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(toastMessages.passwordReset)).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('user_access_token'))).toBeNull();

  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(serverMessages.badCredentials)).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('screenshots of the forgot and reset password pages at 360 and 1280 px', async ({ page }) => {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(uniqueEmail('shots'));
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText(serverMessages.resetCodeSent)).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/forgot-password-${width}.png`, fullPage: true });
    await page.goto('/reset-password?email=ada%40example.ng&code=123456');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(validationMessages.passwordRequired)).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/reset-password-${width}.png`, fullPage: true });
  }
});
