import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

let counter = 0;

/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.ng`;
}

export const PASSWORD = 'correct horse battery';

/** Reads the newest verification code sent to `email` from the development mailbox. */
export async function readVerificationCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await answer.json()).data as { subject: string; text: string }[];
      code = mails.map((mail) => /^(\d{6})\b/.exec(mail.subject)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** A Nigerian mobile number (+234 803 ...) unlikely to be taken by another test of the run. */
export function uniquePhone(): string {
  return `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Reads the newest code texted to `phone` from the development SMS outbox. */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/sms?to=${encodeURIComponent(phone)}`);
      const texts = (await answer.json()).data as { text: string }[];
      code = texts.map((sms) => /^(\d{6})\b/.exec(sms.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Verifies a phone for the account through the API, as listing and withdrawing require; answers the number. */
export async function verifyPhone(request: APIRequestContext, token: string, phone = uniquePhone()): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/v1/me/phone', { headers, data: { phone } })).status()).toBe(200);
  const code = await readSmsCode(request, phone);
  expect((await request.post('/api/v1/me/phone/verify', { headers, data: { code } })).status()).toBe(200);
  return phone;
}

/** Walks the sign-up wizard as a person would, ending on the verify page. */
export async function signUp(page: Page, email: string, accountType: 'Buyer' | 'Seller' = 'Buyer') {
  await page.goto('/register');
  await page.getByLabel(accountType).check();
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
}

/** A verified account with a verified phone, made through the API, with a token, for pages that need one. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email: string,
  accountType: 'buyer' | 'seller' = 'seller',
  { withPhone = true } = {},
): Promise<string> {
  const registered = await request.post('/api/v1/auth/register', {
    data: { accountType, email, firstName: 'Tunde', lastName: 'Bakare', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const verificationCode = await readVerificationCode(request, email);
  expect((await request.post('/api/v1/auth/verify-account', { data: { email, verificationCode } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.accessToken as string;
  if (withPhone) await verifyPhone(request, token);
  return token;
}

/** Starts the page signed in, as the login screen would have left it. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('user_access_token', value);
    localStorage.setItem('jwt_token', value);
  }, token);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Where test listings are and how they travel: Ikeja, pickup, delivery in Lagos and beyond. */
export const LISTING_LOCATION_AND_DELIVERY = {
  locationState: 'Lagos',
  locationCity: 'Ikeja',
  pickup: true,
  deliveryFeeInState: 2_500_00,
  deliveryFeeOtherStates: 6_000_00,
} as const;

/** A published listing with one photo (PNG bytes), made through the API. */
export async function createPublishedListing(
  request: APIRequestContext,
  token: string,
  photo: Buffer,
  fields: {
    title: string;
    startingPrice: number;
    durationMinutes?: number;
    reservePrice?: number;
    category?: string;
    relistTimes?: number;
    relistPriceDropPercent?: number;
  },
): Promise<{ id: string; title: string }> {
  const upload = await request.post('/api/v1/listing-photos', {
    headers: { ...bearer(token), 'Content-Type': 'image/png' },
    data: photo,
  });
  expect(upload.status()).toBe(201);
  const created = await request.post('/api/v1/listings', {
    headers: bearer(token),
    data: {
      description: 'Barely used, works perfectly, comes with the original box and receipt.',
      category: 'Home & Office',
      brand: 'Binatone',
      condition: 'used',
      durationMinutes: 24 * 60,
      photoIds: [(await upload.json()).data.photo.id],
      publish: true,
      ...LISTING_LOCATION_AND_DELIVERY,
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.listing;
}

/**
 * Funds a wallet as a person would: a deposit, paid on the fake Paystack's checkout page (the
 * server has no Paystack key), then read until credited, as the page it returns to does.
 */
export async function depositToWallet(request: APIRequestContext, token: string, amountKobo: number) {
  const started = await request.post('/api/v1/wallet/deposits', {
    headers: bearer(token),
    data: { amount: amountKobo },
  });
  expect(started.status()).toBe(201);
  const { checkoutUrl, reference } = (await started.json()).data as { checkoutUrl: string; reference: string };
  const paid = await request.post(checkoutUrl, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toContain(`reference=${reference}`);
  await expect
    .poll(async () => {
      const status = await request.get(`/api/v1/wallet/deposits/${reference}`, { headers: bearer(token) });
      return (await status.json()).data.status as string;
    })
    .toBe('credited');
}

/** A bid through the API, with the idempotency key every money-moving request carries. */
export async function placeBid(request: APIRequestContext, token: string, auctionId: string, maxAmountKobo: number) {
  const answer = await request.post(`/api/v1/auctions/${auctionId}/bids`, {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-${auctionId}-${Date.now()}-${Math.random()}` },
    data: { maxAmount: maxAmountKobo },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).data as { leading: boolean; currentPrice: number; bidCount: number };
}

/** A verified account (and phone) with a chosen name, so masked bidder names ("Aisha O***") tell bidders apart. */
export async function createNamedAccount(
  request: APIRequestContext,
  email: string,
  name: { firstName: string; lastName: string },
  accountType: 'buyer' | 'seller' = 'buyer',
): Promise<string> {
  const registered = await request.post('/api/v1/auth/register', {
    data: { accountType, email, ...name, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const verificationCode = await readVerificationCode(request, email);
  expect((await request.post('/api/v1/auth/verify-account', { data: { email, verificationCode } })).ok()).toBe(true);
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.accessToken as string;
  await verifyPhone(request, token);
  return token;
}

/** Development servers only: moves a live auction's end to `seconds` from now. */
export async function endAuctionIn(request: APIRequestContext, auctionId: string, seconds: number) {
  const moved = await request.post(`/api/v1/dev/auctions/${auctionId}/ends-in`, { data: { seconds } });
  expect(moved.status()).toBe(200);
}

/**
 * Scrolls down as a visitor would until `target` shows. The landing page's sections below Hot
 * Auctions load as the visitor nears them, once the page's code (which waits for the first
 * photos) runs; a scroll made before that finds nothing to load, so a visitor scrolls again.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Makes the account a verified seller through the API as the verify screen does: the fake
 * Paystack confirms any BVN not starting 000, by its signed webhook a moment later.
 */
export async function verifySellerThroughApi(request: APIRequestContext, token: string) {
  const sent = await request.post('/api/v1/me/seller-verification', {
    headers: bearer(token),
    data: {
      bvn: '22123456789',
      bankCode: '058',
      accountNumber: '0123456785',
      firstName: 'Tunde',
      lastName: 'Bakare',
      consent: true,
    },
  });
  expect(sent.status()).toBe(202);
  await expect
    .poll(async () => {
      const status = await request.get('/api/v1/me/seller-verification', { headers: bearer(token) });
      return (await status.json()).data.status;
    })
    .toBe('verified');
}

/**
 * Opens an auction's server-rendered page and waits until the app has taken it over (it then
 * opens the auction's live stream): a link tapped while React is still hydrating is lost.
 */
export async function openAuctionPage(page: Page, auctionId: string): Promise<void> {
  const appTookOver = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === `/api/v1/auctions/${auctionId}/events`,
  );
  await page.goto(`/auctions/${auctionId}`);
  await appTookOver;
}
