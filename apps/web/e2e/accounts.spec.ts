import { expect, test } from '@playwright/test';
import { mailMessages, toastMessages, validationMessages } from '@naijabid/shared/messages';
import { codeMailMessages } from '@naijabid/shared/messages/code-mails';
import { PASSWORD, readVerificationCode, signUp, uniqueEmail, useToken } from './helpers';

test('a buyer signs up, verifies with the mailed code, logs in and sees the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('buyer');
  await signUp(page, email);
  await expect(page.getByText(toastMessages.registerSuccess)).toBeVisible();

  const code = await readVerificationCode(request, email);
  await page.getByLabel('Verification code').fill(code);
  // Six digits submit on their own.
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(toastMessages.verifySuccess)).toBeVisible();

  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Their first visit: welcomed, not welcomed back.
  await expect(page.getByText(toastMessages.firstLoginSuccess)).toBeVisible();
  await expect(page.getByText('Chiamaka Eze')).toBeVisible();
  await expect(page.getByText('Buyer account')).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('user_access_token'),
    localStorage.getItem('jwt_token'),
  ]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBeTruthy();
});

test('signing up with a registered email goes to verify too, and the owner finds why in the mailbox', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('again');
  await signUp(page, email);
  await signUp(page, email);
  await expect(page.getByText(toastMessages.registerSuccess)).toBeVisible();

  let notice: { text: string } | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await answer.json()).data as { subject: string; text: string }[];
      notice = mails.find((mail) => mail.subject === mailMessages.signUpAttemptSubject);
      return notice;
    })
    .toBeTruthy();
  const linkLine = codeMailMessages.signUpAttempt.resetLine('');
  const chooseNewPassword = notice!.text
    .split('\n')
    .find((line) => line.startsWith(linkLine))!
    .slice(linkLine.length);
  await page.goto(chooseNewPassword);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('the wizard keeps values on Back and pre-fills the email', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(validationMessages.accountTypeRequired)).toBeVisible();
  await page.getByLabel('Seller').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email address').fill('not-an-email');
  await expect(page.getByText(validationMessages.emailInvalid)).toBeVisible();
  await page.getByLabel('Email address').fill('ngozi@example.ng');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('ngozi@example.ng');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Seller')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ngozi');
});

test('an unverified account trying to log in is sent to verify', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await signUp(page, email);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  await expect(page.getByText(toastMessages.accountNotVerifiedTitle)).toBeVisible();
  await expect(page.getByText(toastMessages.accountNotVerifiedDescription)).toBeVisible();
});

test('resending a code counts down 60 seconds, and the server holds the same line', async ({ page }) => {
  const email = uniqueEmail('resend');
  await signUp(page, email);
  const resend = page.getByRole('button', { name: /^Resend Code/ });
  await resend.click();
  await expect(page.getByText(toastMessages.resendSuccess)).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Resend Code \((60|59)s\)$/);
  const first = Number(/\((\d+)s\)/.exec((await resend.textContent())!)![1]);
  await expect(resend).toHaveText(`Resend Code (${first - 2}s)`, { timeout: 5000 });
  await expect(resend).toBeDisabled();

  // A reload forgets the countdown, but the server still refuses and says how long to wait.
  await page.reload();
  await resend.click();
  await expect(page.getByText(/Please wait \d+ seconds? before requesting another code\./)).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Resend Code \(\d+s\)$/);
});

test('wrong codes are refused with the server message', async ({ page }) => {
  const email = uniqueEmail('wrongcode');
  await signUp(page, email);
  await page.getByLabel('Verification code').fill('12ab34');
  await expect(page.getByLabel('Verification code')).toHaveValue('1234');
  await expect(page.getByRole('button', { name: 'Verify Account' })).toBeDisabled();
  await page.getByLabel('Verification code').fill('000000');
  await expect(page.getByText(/verification code is (incorrect|not valid)/)).toBeVisible();
  await expect(page).toHaveURL(/\/verify\?email=/);
});

test('a request refused as unauthorised sends the user to login and forgets the token', async ({ page }) => {
  await useToken(page, 'not-a-real-token');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('user_access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
});

test('the dashboard without any token goes to login; verify without an email goes to sign-up', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await page.goto('/verify');
  await expect(page).toHaveURL('/register');
});
