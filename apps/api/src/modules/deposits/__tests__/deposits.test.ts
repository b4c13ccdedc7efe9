import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_LIMITS_KOBO } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { hash } from '@node-rs/argon2';
import { users } from '../../../db/schema';
import { signUpAndLogIn, TEST_PASSWORD } from '../../../test/accounts';
import { startTestApp, TEST_JWT_SECRET, uniqueEmail, type TestApp } from '../../../test/test-app';
import { signBody } from '../provider';
import { insertDeposit } from '../repository';

let app: TestApp;
const sandboxSecret = createHmac('sha256', TEST_JWT_SECRET).update('sandbox-payment-provider').digest('hex');

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function startDeposit(token: string, amount: number) {
  return app.request('POST', '/api/v1/wallet/deposits', { token, body: { amount } });
}

function webhook(body: string, signature = signBody(sandboxSecret, body)) {
  return app.request('POST', '/api/v1/payments/webhooks/sandbox', {
    rawBody: body,
    headers: { 'x-paystack-signature': signature },
  });
}

function chargeSuccess(reference: string, amount: number): string {
  return JSON.stringify({
    event: 'charge.success',
    data: { reference, amount, currency: 'NGN', status: 'success', channel: 'card' },
  });
}

async function balance(token: string) {
  return (await app.request('GET', '/api/v1/wallet', { token })).body.data;
}

describe('deposits through the sandbox provider', () => {
  it('credits the wallet once after the user pays on the checkout page, however often they press Pay', async () => {
    const buyer = await signUpAndLogIn(app);
    const started = await startDeposit(buyer.token, 25_000_00);
    expect(started.status).toBe(201);
    const { checkoutUrl, reference } = started.body.data;
    expect(checkoutUrl).toBe(`/sandbox/checkout/${reference}`);

    const page = await app.request('GET', checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain(formatNaira(25_000_00));
    for (let press = 0; press < 2; press += 1) {
      const paid = await app.request('POST', checkoutUrl, {
        rawBody: 'outcome=success',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/wallet?deposit=success&reference=${reference}`);
    }
    expect(await balance(buyer.token)).toEqual({ available: 25_000_00, held: 0, currency: 'NGN' });
    const history = await app.request('GET', '/api/v1/wallet/transactions', { token: buyer.token });
    expect(history.body.data.items).toMatchObject([{ purpose: 'deposit', amount: 25_000_00, phase: 'posted' }]);
  });

  it('tells the page a payment returns to whether the deposit is credited yet, and only its owner', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 12_000_00)).body.data;
    const status = () => app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token });
    expect((await status()).body.data).toEqual({ reference, amount: 12_000_00, credited: false });
    await webhook(chargeSuccess(reference, 12_000_00));
    expect((await status()).body.data).toEqual({ reference, amount: 12_000_00, credited: true });

    const stranger = await signUpAndLogIn(app);
    const peek = await app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: stranger.token });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe(serverMessages.depositNotFound);
    expect((await app.request('GET', '/api/v1/wallet/deposits/nb_unknown', { token: buyer.token })).status).toBe(404);
    expect((await app.request('GET', `/api/v1/wallet/deposits/${reference}`)).status).toBe(401);
  });

  it('credits once when the same signed event arrives many times at once', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    const body = chargeSuccess(reference, 10_000_00);
    const answers = await Promise.all(Array.from({ length: 6 }, () => webhook(body)));
    const outcomes = answers.map((answer) => answer.body.data.outcome).sort();
    expect(outcomes).toEqual([
      'already_credited',
      'already_credited',
      'already_credited',
      'already_credited',
      'already_credited',
      'credited',
    ]);
    expect((await balance(buyer.token)).available).toBe(10_000_00);
  });

  it('refuses an event with a wrong signature and credits nothing for a wrong amount', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    const forged = await webhook(chargeSuccess(reference, 10_000_00), 'ab'.repeat(64));
    expect(forged.status).toBe(401);
    expect((await webhook(chargeSuccess(reference, 99_000_00))).body.data.outcome).toBe('ignored');
    expect((await balance(buyer.token)).available).toBe(0);
  });

  it('answers 400 and credits nothing for a signed body that is not a charge event, and 401 only for a bad signature', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    const malformed = [
      'null',
      '42',
      JSON.stringify({ event: 'charge.success' }),
      JSON.stringify({
        event: 'charge.success',
        data: { reference, amount: 10_000_00.5, currency: 'NGN', status: 'success' },
      }),
      JSON.stringify({
        event: 'charge.success',
        data: { reference, amount: '1000000', currency: 'NGN', status: 'success' },
      }),
    ];
    for (const body of malformed) {
      const answer = await webhook(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.code, body).toBe('validation');
    }
    const notJson = await webhook('charge.success, honestly');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'invalid_json', message: serverMessages.invalidJson });
    expect((await webhook('charge.success, honestly', 'ab'.repeat(64))).status).toBe(401);
    expect((await webhook(chargeSuccess(reference, 10_000_00), '')).status).toBe(401);
    expect((await balance(buyer.token)).available).toBe(0);
    expect(
      (await app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token })).body.data.credited,
    ).toBe(false);
  });

  it('ignores an event for a deposit that was started with another provider', async () => {
    const buyer = await signUpAndLogIn(app);
    const userId = (await app.request('GET', '/api/v1/me', { token: buyer.token })).body.data.user.id;
    const reference = `nb_other_${randomUUID()}`;
    await insertDeposit(app.database.db, { userId, reference, provider: 'paystack', amountKobo: 10_000_00 });
    const answer = await webhook(chargeSuccess(reference, 10_000_00));
    expect(answer.status).toBe(200);
    expect(answer.body.data.outcome).toBe('ignored');
    expect((await balance(buyer.token)).available).toBe(0);
    expect(
      (await app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token })).body.data.credited,
    ).toBe(false);
  });

  it('leaves the wallet alone when the payment fails on the checkout page', async () => {
    const buyer = await signUpAndLogIn(app);
    const { checkoutUrl, reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    const failed = await app.request('POST', checkoutUrl, {
      rawBody: 'outcome=failure',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(failed.headers.get('location')).toBe(`/wallet?deposit=failed&reference=${reference}`);
    expect((await balance(buyer.token)).available).toBe(0);
  });

  it('keeps deposits between the minimum and maximum, with clear messages', async () => {
    const buyer = await signUpAndLogIn(app);
    const small = await startDeposit(buyer.token, DEPOSIT_LIMITS_KOBO.min - 100);
    expect(small.status).toBe(400);
    expect(small.body.errors.amount).toBe(serverMessages.depositTooSmall(formatNaira(DEPOSIT_LIMITS_KOBO.min)));
    const large = await startDeposit(buyer.token, DEPOSIT_LIMITS_KOBO.max + 100);
    expect(large.body.message).toBe(serverMessages.depositTooLarge(formatNaira(DEPOSIT_LIMITS_KOBO.max)));
  });
});

describe('deposits in production without a provider', () => {
  it('refuses deposits with a clear message and has no sandbox checkout or webhook', async () => {
    const production = await startTestApp({ env: 'production', isProduction: true, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const email = uniqueEmail('prod');
      const now = new Date();
      await production.database.db.insert(users).values({
        email,
        firstName: 'Nkechi',
        lastName: 'Eze',
        accountType: 'buyer',
        passwordHash: await hash(TEST_PASSWORD),
        emailVerifiedAt: now,
        termsAcceptedAt: now,
      });
      const login = await production.request('POST', '/api/v1/auth/login', {
        body: { email, password: TEST_PASSWORD },
      });
      const response = await production.request('POST', '/api/v1/wallet/deposits', {
        token: login.body.data.token,
        body: { amount: 10_000_00 },
      });
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(serverMessages.depositsUnavailable);
      expect((await production.request('GET', '/sandbox/checkout/x')).status).toBe(404);
      expect((await production.request('POST', '/api/v1/payments/webhooks/sandbox', { rawBody: '{}' })).status).toBe(
        404,
      );
    } finally {
      await production.close();
    }
  });
});

describe('starting deposits', () => {
  it('is limited per user per hour, with 429 and Retry-After', async () => {
    const limited = await startTestApp({ depositsPerHour: 2 });
    try {
      const buyer = await signUpAndLogIn(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.request('POST', '/api/v1/wallet/deposits', {
          token: buyer.token,
          body: { amount: 5_000_00 },
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(response.body.message).toBe(serverMessages.tooManyDeposits(60));
        }
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
