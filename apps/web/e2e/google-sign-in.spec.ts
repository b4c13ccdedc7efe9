import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { toastMessages } from '@naijabid/shared/messages';
import { googleSignInMessages } from '@naijabid/shared/messages/google-sign-in';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './helpers';

/** Full-page screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/**
 * The test OpenID provider's own development pages (playwright.config.ts starts it in
 * Google's place): any login and password sign in, then the consent page.
 */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function storedUser(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('user_access_token'));
  expect(token).toBeTruthy();
  const answer = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.user as { email: string; accountType: string; firstName: string };
}

test('sign in with the test OIDC provider from the login page', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);
  // A new account: welcomed, not welcomed back.
  await expect(page.getByText(toastMessages.firstLoginSuccess)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  // The one-time ticket is gone from the address bar and history.
  expect(page.url()).not.toContain('ticket');
  expect(await storedUser(page)).toMatchObject({ email, accountType: 'buyer', firstName: 'Ada' });
});

test('sign up with Google as a seller from the wizard’s first step', async ({ page }) => {
  const email = uniqueEmail('google-seller');
  await page.goto('/register');
  await page.getByLabel('Seller').check();
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL('/dashboard');
  expect(await storedUser(page)).toMatchObject({ email, accountType: 'seller' });
});

test('an existing account links Google only with its password, then Google logs straight in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google-link');
  await createVerifiedAccount(request, email, 'buyer');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);
  await expect(page.getByRole('heading', { name: 'Link Google to your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_access_token'))).toBeNull();

  await page.getByLabel('Account password').fill('not my password');
  await page.getByRole('button', { name: 'Link with password' }).click();
  await expect(page.getByText(googleSignInMessages.passwordIncorrect)).toBeVisible();
  await page.getByLabel('Account password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Link with password' }).click();
  await expect(page.getByText(googleSignInMessages.linked)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect((await storedUser(page)).email).toBe(email);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  // The provider remembers this browser's sign-in and consent, as Google does.
  await expect(page).toHaveURL('/dashboard');
  expect((await storedUser(page)).email).toBe(email);
});

test('a refused Google answer says why and leads back to login', async ({ page }) => {
  await page.goto('/google-sign-in?error=state_mismatch');
  await expect(page.getByRole('alert')).toContainText('was not started from this browser');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
});

test('screenshots of the login page with Google and of the linking step at 360 and 1280 px', async ({
  page,
  request,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const email = uniqueEmail('google-shots');
  await createVerifiedAccount(request, email, 'buyer');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/login-with-google-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    // The provider asks only once per browser; later rounds come straight back.
    if (width === 360) await signInAtProvider(page, email);
    await expect(page.getByRole('heading', { name: 'Link Google to your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByLabel('Code from the email')).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/google-link-${width}.png`, fullPage: true });
  }
});
