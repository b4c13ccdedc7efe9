import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_LIMITS_KOBO } from '@naijabid/shared/constants';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { signUpAndLogIn } from '../../../test/accounts';
import { rows, runJobs } from '../../../test/orders';
import { ledgerSums, payAtCheckout } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createFakePaystack, type FakePaystack } from '../../../paystack/fake/server';
import { signBody } from '../../../paystack/signature';
import { insertDeposit } from '../repository';

const SECRET_KEY = 'sk_test_deposits0123456789';
let app: TestApp;
let paystack: FakePaystack;
/** References whose webhook the fake Paystack loses, as a real one sometimes does. */
const lostWebhooks = new Set<string>();
let dedicatedAccountsOpened = 0;
/** What the fake Paystack logged: a webhook it gave up on would be an error here. */
const fakeLog: Array<{ level: number }> = [];

beforeAll(async () => {
  paystack = await createFakePaystack({
    secretKey: SECRET_KEY,
    // Paystack's state in the app's database (its own `fake_paystack_*` tables), once the app exists.
    db: () => app?.database.db,
    webhookUrl: () => `${app.baseUrl}/api/v1/webhooks/paystack`,
    log: Fastify({ logger: { level: 'warn', stream: { write: (line: string) => fakeLog.push(JSON.parse(line)) } } })
      .log,
    dropWebhook: (_event, data) => lostWebhooks.has(String(data.reference)),
  });
  paystack.server.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && request.url === '/dedicated_account') dedicatedAccountsOpened += 1;
  });
  await paystack.server.listen({ host: '127.0.0.1', port: 0 });
  app = await startTestApp({
    paystack: { secretKey: SECRET_KEY, baseUrl: paystack.baseUrl(), preferredBank: 'test-bank' },
  });
});
afterAll(async () => {
  await paystack.context.webhooksSettled();
  await paystack.server.close();
  await app.close();
  expect(fakeLog.filter((line) => line.level >= 50)).toEqual([]);
});

const startDeposit = (token: string, amount: number) =>
  app.request('POST', '/api/v1/wallet/deposits', { token, body: { amount } });

function webhook(body: string, signature = signBody(SECRET_KEY, body)) {
  return app.request('POST', '/api/v1/webhooks/paystack', {
    rawBody: body,
    headers: { 'x-paystack-signature': signature },
  });
}

function chargeSuccess(reference: string, amount: number, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    event: 'charge.success',
    data: { reference, amount, currency: 'NGN', status: 'success', channel: 'card', ...fields },
  });
}

const balance = async (token: string) => (await app.request('GET', '/api/v1/wallet', { token })).body.data;
const depositsOf = async (token: string) =>
  (await app.request('GET', '/api/v1/wallet/deposits', { token })).body.data.items;

/** Makes the deposit's pending check due now, as if its minutes had passed. */
async function checkDueNow(reference: string) {
  await app.database.db.execute(
    sql`update jobs set run_at = now() where kind = 'deposit_check' and done_at is null
        and dedupe_key like ${`deposit:${reference}:check:%`}`,
  );
}

describe('deposits by card through Paystack (the fake, over HTTP)', () => {
  it('credits the wallet once after the user pays on the checkout page, however often they press Pay', async () => {
    const buyer = await signUpAndLogIn(app);
    const started = await startDeposit(buyer.token, 25_000_00);
    expect(started.status).toBe(201);
    const { checkoutUrl, reference } = started.body.data;
    expect(checkoutUrl).toMatch(new RegExp(`^${paystack.baseUrl()}/checkout/\\w+$`));

    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain(formatNaira(25_000_00));
    for (let press = 0; press < 2; press += 1) {
      const back = await payAtCheckout(checkoutUrl);
      expect(back.pathname).toBe('/wallet');
      expect(back.searchParams.get('reference')).toBe(reference);
    }
    await paystack.context.webhooksSettled();
    expect(await balance(buyer.token)).toEqual({ available: 25_000_00, held: 0, currency: 'NGN' });
    const history = await app.request('GET', '/api/v1/wallet/transactions', { token: buyer.token });
    expect(history.body.data.items).toMatchObject([{ purpose: 'deposit', amount: 25_000_00, status: 'completed' }]);
    expect(await depositsOf(buyer.token)).toMatchObject([
      { reference, amount: 25_000_00, status: 'credited', channel: 'card' },
    ]);
  });

  it('tells the page a payment returns to how the deposit stands, and only its owner', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference, checkoutUrl } = (await startDeposit(buyer.token, 12_000_00)).body.data;
    const status = () => app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token });
    expect((await status()).body.data).toMatchObject({
      reference,
      amount: 12_000_00,
      status: 'pending',
      channel: null,
    });
    await payAtCheckout(checkoutUrl);
    await paystack.context.webhooksSettled();
    expect((await status()).body.data).toMatchObject({ status: 'credited', channel: 'card' });

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
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual([
      ...Array(5).fill('already_credited'),
      'credited',
    ]);
    expect((await webhook(body)).body.data.outcome).toBe('already_credited');
    expect((await balance(buyer.token)).available).toBe(10_000_00);
  });

  it('refuses a bad signature, and credits nothing for an unknown reference, a wrong amount or currency', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    expect((await webhook(chargeSuccess(reference, 10_000_00), 'ab'.repeat(64))).status).toBe(401);
    expect((await webhook(chargeSuccess(reference, 10_000_00), '')).status).toBe(401);
    const wrongKey = chargeSuccess(reference, 10_000_00);
    expect((await webhook(wrongKey, signBody('sk_test_someone_else', wrongKey))).status).toBe(401);
    for (const body of [
      chargeSuccess('nb_never_started', 10_000_00),
      chargeSuccess(reference, 99_000_00),
      chargeSuccess(reference, 10_000_00, { currency: 'GHS' }),
      chargeSuccess(reference, 10_000_00, { status: 'failed' }),
    ]) {
      const answer = await webhook(body);
      expect(answer.status, body).toBe(200);
      expect(answer.body.data.outcome, body).toBe('ignored');
    }
    expect((await balance(buyer.token)).available).toBe(0);
    expect(await depositsOf(buyer.token)).toMatchObject([{ reference, status: 'pending' }]);
  });

  it('answers 400 and credits nothing for a signed body that is not a charge event', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    for (const body of [
      'null',
      '42',
      JSON.stringify({ data: {} }),
      JSON.stringify({ event: 'charge.success' }),
      chargeSuccess(reference, 10_000_00.5),
      JSON.stringify({
        event: 'charge.success',
        data: { reference, amount: '1000000', currency: 'NGN', status: 'success' },
      }),
    ]) {
      const answer = await webhook(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.code, body).toBe('validation');
    }
    const notJson = await webhook('charge.success, honestly');
    expect(notJson.body).toMatchObject({ code: 'invalid_json', message: serverMessages.invalidJson });
    expect((await balance(buyer.token)).available).toBe(0);
  });

  it('refuses a malformed transfer event, acknowledges events it does not act on, and keeps old sandbox deposits readable but never credits them', async () => {
    const malformedTransfer = await webhook(JSON.stringify({ event: 'transfer.success', data: {} }));
    expect(malformedTransfer.status).toBe(400);
    expect(malformedTransfer.body.code).toBe('validation');
    expect((await webhook(JSON.stringify({ event: 'subscription.create', data: {} }))).body.data.outcome).toBe(
      'ignored',
    );
    const buyer = await signUpAndLogIn(app);
    const userId = (await app.request('GET', '/api/v1/me', { token: buyer.token })).body.data.user.id;
    const reference = `nb_sandbox_${randomUUID()}`;
    await insertDeposit(app.database.db, { userId, reference, provider: 'sandbox', amountKobo: 10_000_00 });
    expect((await webhook(chargeSuccess(reference, 10_000_00))).body.data.outcome).toBe('ignored');
    const status = await app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token });
    expect(status.body.data).toMatchObject({ reference, status: 'pending', channel: null });
    expect((await balance(buyer.token)).available).toBe(0);
  });

  it('marks a payment that failed on the checkout page as failed, once the page asks about it', async () => {
    const buyer = await signUpAndLogIn(app);
    const { checkoutUrl, reference } = (await startDeposit(buyer.token, 10_000_00)).body.data;
    const back = await payAtCheckout(checkoutUrl, 'failure');
    expect(back.searchParams.get('reference')).toBe(reference);
    const status = await app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token });
    expect(status.body.data).toMatchObject({ status: 'failed' });
    expect((await balance(buyer.token)).available).toBe(0);
  });

  it('credits a paid deposit whose webhook never came: on the return page, or by its check job', async () => {
    const buyer = await signUpAndLogIn(app);
    const first = (await startDeposit(buyer.token, 7_000_00)).body.data;
    const second = (await startDeposit(buyer.token, 8_000_00)).body.data;
    lostWebhooks.add(first.reference).add(second.reference);
    await payAtCheckout(first.checkoutUrl);
    await payAtCheckout(second.checkoutUrl);
    await paystack.context.webhooksSettled();
    expect((await balance(buyer.token)).available).toBe(0);

    const returned = await app.request('GET', `/api/v1/wallet/deposits/${first.reference}`, { token: buyer.token });
    expect(returned.body.data).toMatchObject({ status: 'credited', channel: 'card' });

    await runJobs(app);
    expect(await depositsOf(buyer.token)).toMatchObject([{ status: 'pending' }, { status: 'credited' }]);
    await checkDueNow(second.reference);
    await runJobs(app);
    await checkDueNow(second.reference);
    await runJobs(app);
    expect(await depositsOf(buyer.token)).toMatchObject([{ status: 'credited' }, { status: 'credited' }]);
    expect((await balance(buyer.token)).available).toBe(15_000_00);
  });

  it('fails a deposit still unpaid at its last check, and checks again meanwhile', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 9_000_00)).body.data;
    const checks = () =>
      rows<{ dedupe_key: string; done: boolean }>(
        app.database.db,
        sql`select dedupe_key, done_at is not null as done from jobs where dedupe_key like ${`deposit:${reference}:%`} order by dedupe_key`,
      );
    for (let check = 0; check < 4; check += 1) {
      expect(await depositsOf(buyer.token)).toMatchObject([{ reference, status: 'pending' }]);
      await checkDueNow(reference);
      await runJobs(app);
    }
    expect(await checks()).toEqual(
      [0, 1, 2, 3].map((n) => ({ dedupe_key: `deposit:${reference}:check:${n}`, done: true })),
    );
    expect(await depositsOf(buyer.token)).toMatchObject([{ reference, status: 'failed' }]);
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

describe('a pending card deposit its owner gives up, or comes back to', () => {
  const cancel = (token: string, reference: string) =>
    app.request('POST', `/api/v1/wallet/deposits/${reference}/cancel`, { token });

  it('cancels a checkout left unpaid (Back on the payment page), once, and only its owner may', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference } = (await startDeposit(buyer.token, 4_500_00)).body.data;

    const stranger = await signUpAndLogIn(app);
    const peek = await cancel(stranger.token, reference);
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe(serverMessages.depositNotFound);
    expect((await app.request('POST', `/api/v1/wallet/deposits/${reference}/cancel`)).status).toBe(401);

    const cancelled = await cancel(buyer.token, reference);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: serverMessages.depositCancelled,
      data: { reference, amount: 4_500_00, status: 'cancelled' },
    });
    expect((await cancel(buyer.token, reference)).body.data).toMatchObject({ status: 'cancelled' });
    expect(await depositsOf(buyer.token)).toMatchObject([{ reference, status: 'cancelled' }]);
    expect((await balance(buyer.token)).available).toBe(0);
  });

  it('credits instead of cancelling a deposit Paystack says was paid, though its webhook never came', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference, checkoutUrl } = (await startDeposit(buyer.token, 6_000_00)).body.data;
    lostWebhooks.add(reference);
    await payAtCheckout(checkoutUrl);

    const answer = await cancel(buyer.token, reference);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: walletMessages.depositCredited(formatNaira(6_000_00)),
      data: { reference, status: 'credited', channel: 'card' },
    });
    expect((await balance(buyer.token)).available).toBe(6_000_00);
  });

  it('still credits a cancelled deposit that is paid after all', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference, checkoutUrl } = (await startDeposit(buyer.token, 3_000_00)).body.data;
    expect((await cancel(buyer.token, reference)).body.data.status).toBe('cancelled');
    await payAtCheckout(checkoutUrl);
    await paystack.context.webhooksSettled();
    expect(await depositsOf(buyer.token)).toMatchObject([{ reference, status: 'credited' }]);
    expect((await balance(buyer.token)).available).toBe(3_000_00);
  });

  it('asks Paystack about every pending deposit when the user comes back to the wallet, crediting the paid ones', async () => {
    const buyer = await signUpAndLogIn(app);
    const unpaid = (await startDeposit(buyer.token, 2_000_00)).body.data;
    const paid = (await startDeposit(buyer.token, 8_000_00)).body.data;
    lostWebhooks.add(paid.reference);
    await payAtCheckout(paid.checkoutUrl);
    expect((await balance(buyer.token)).available).toBe(0);

    const checked = await app.request('POST', '/api/v1/wallet/deposits/check-pending', { token: buyer.token });
    expect(checked.status).toBe(200);
    expect(checked.body.data.items).toMatchObject([
      { reference: paid.reference, status: 'credited' },
      { reference: unpaid.reference, status: 'pending' },
    ]);
    expect((await balance(buyer.token)).available).toBe(8_000_00);
    expect((await app.request('POST', '/api/v1/wallet/deposits/check-pending')).status).toBe(401);
  });
});

describe('deposits by bank transfer into the user’s own account number', () => {
  it('opens one account however many first requests come at once, and answers it ever after', async () => {
    const buyer = await signUpAndLogIn(app, { firstName: 'Ngozi', lastName: 'Adeyemi' });
    const openedBefore = dedicatedAccountsOpened;
    const open = () => app.request('POST', '/api/v1/wallet/virtual-account', { token: buyer.token });
    const answers = await Promise.all([open(), open(), open()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const account = answers[0]!.body.data;
    expect(account).toEqual({
      bankName: 'Test Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'NAIJABID/ADEYEMI NGOZI',
    });
    for (const answer of answers) expect(answer.body.data).toEqual(account);
    expect((await open()).body.data).toEqual(account);
    expect(dedicatedAccountsOpened - openedBefore).toBe(1);
    expect((await app.request('POST', '/api/v1/wallet/virtual-account')).status).toBe(401);
  });

  it('names the account after its owner even when a card payment made their Paystack customer first, with the email only', async () => {
    const buyer = await signUpAndLogIn(app, { firstName: 'Kelechi', lastName: 'Nwosu' });
    const { checkoutUrl } = (await startDeposit(buyer.token, 5_000_00)).body.data;
    await payAtCheckout(checkoutUrl);
    const account = await app.request('POST', '/api/v1/wallet/virtual-account', { token: buyer.token });
    expect(account.body.data.accountName).toBe('NAIJABID/NWOSU KELECHI');
  });

  it('credits a transfer into it to its owner once, however often the event comes', async () => {
    const owner = await signUpAndLogIn(app);
    const bystander = await signUpAndLogIn(app);
    const { accountNumber } = (await app.request('POST', '/api/v1/wallet/virtual-account', { token: owner.token })).body
      .data;
    await app.request('POST', '/api/v1/wallet/virtual-account', { token: bystander.token });
    const sent = await fetch(`${paystack.baseUrl()}/fake/dedicated_account/${accountNumber}/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 30_000_00 }),
    });
    const { reference } = ((await sent.json()) as { data: { reference: string } }).data;
    await paystack.context.webhooksSettled();
    expect((await balance(owner.token)).available).toBe(30_000_00);
    expect((await balance(bystander.token)).available).toBe(0);
    expect(await depositsOf(owner.token)).toMatchObject([
      { reference, amount: 30_000_00, status: 'credited', channel: 'bank_transfer' },
    ]);

    // Paystack's own event again, several times at once: its body as verify reports it.
    const transaction = (await (
      await fetch(`${paystack.baseUrl()}/transaction/verify/${reference}`, {
        headers: { authorization: `Bearer ${SECRET_KEY}` },
      })
    ).json()) as { data: Record<string, unknown> };
    const body = JSON.stringify({ event: 'charge.success', data: transaction.data });
    const replays = await Promise.all(Array.from({ length: 4 }, () => webhook(body)));
    expect(replays.map((answer) => answer.body.data.outcome)).toEqual(Array(4).fill('already_credited'));
    expect((await balance(owner.token)).available).toBe(30_000_00);

    // A transfer naming a customer we do not know credits nobody.
    const stranger = JSON.stringify({
      event: 'charge.success',
      data: { ...transaction.data, reference: `T${randomUUID()}`, customer: { customer_code: 'CUS_unknown' } },
    });
    expect((await webhook(stranger)).body.data.outcome).toBe('ignored');
  });

  it('leaves the ledger summing to zero after all of the above', async () => {
    expect(await ledgerSums(app)).toEqual({ posted: '0', pending: '0' });
  });
});

describe('while Paystack does not answer', () => {
  it('refuses to start a deposit or open an account number, with clear messages, and credits nothing', async () => {
    const unreachable = await startTestApp({
      paystack: { secretKey: SECRET_KEY, baseUrl: 'http://127.0.0.1:9', preferredBank: 'test-bank' },
    });
    try {
      const buyer = await signUpAndLogIn(unreachable);
      const started = await unreachable.request('POST', '/api/v1/wallet/deposits', {
        token: buyer.token,
        body: { amount: 10_000_00 },
      });
      expect(started.status).toBe(503);
      expect(started.body.message).toBe(serverMessages.depositsUnavailable);
      const account = await unreachable.request('POST', '/api/v1/wallet/virtual-account', { token: buyer.token });
      expect(account.status).toBe(503);
      expect(account.body.message).toBe(serverMessages.virtualAccountUnavailable);
    } finally {
      await unreachable.close();
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
