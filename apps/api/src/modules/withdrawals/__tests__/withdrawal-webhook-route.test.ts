import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { FAKE_PAYSTACK_PREFIX } from '../../../paystack/fake/server';
import { SIGNATURE_HEADER, signBody } from '../../../paystack/signature';
import { fundedBidder } from '../../../test/bidding';
import { verifyPhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * The whole path as it runs on `npm start` without a key: the app's Paystack client calls
 * the fake Paystack mounted on the same server, whose signed transfer.* webhooks come back
 * to POST /api/v1/webhooks/paystack over HTTP.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('transfer events at the Paystack webhook', () => {
  it('settle withdrawals from signed transfer.* events, once each, and refuse a forged one', async () => {
    const fake = app.fakePaystack!;
    const user = await fundedBidder(app, 50_000_00);
    await verifyPhone(app, user.token);
    const serial = '950000001'; // 95…: the fake leaves the transfer pending and sends nothing itself
    const accountNumber = `${serial}${nubanCheckDigit('058', serial)}`;
    const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
      token: user.token,
      body: { bankCode: '058', accountNumber, confirm: true },
    });
    expect(saved.status).toBe(201);
    const withdraw = async (amount: number) => {
      const answer = await app.request('POST', '/api/v1/wallet/withdrawals', {
        token: user.token,
        body: { amount, bankAccountId: saved.body.data.id },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(answer.status).toBe(201);
      return answer.body.data.reference as string;
    };
    const wallet = async () => (await app.request('GET', '/api/v1/wallet', { token: user.token })).body.data;

    const reference = await withdraw(20_000_00);
    expect(await wallet()).toMatchObject({ available: 30_000_00, held: 20_000_00 });
    const rawBody = JSON.stringify({
      event: 'transfer.success',
      data: { reference, amount: 20_000_00, currency: 'NGN', status: 'success', transfer_code: 'TRF_route_test' },
    });
    const post = (secret: string) =>
      app.request('POST', '/api/v1/webhooks/paystack', {
        rawBody,
        headers: { [SIGNATURE_HEADER]: signBody(secret, rawBody) },
      });
    expect((await post('sk_test_forged')).status).toBe(401);
    expect(await wallet()).toMatchObject({ available: 30_000_00, held: 20_000_00 });
    expect((await post(fake.secretKey)).status).toBe(200);
    expect((await post(fake.secretKey)).status).toBe(200);
    expect(await wallet()).toMatchObject({ available: 30_000_00, held: 0 });

    // The fake's own signed delivery of a failure reaches the same route and returns the money.
    const failing = await withdraw(10_000_00);
    const outcome = await app.request('POST', `${FAKE_PAYSTACK_PREFIX}/fake/transfers/${failing}/outcome`, {
      body: { status: 'failed' },
      headers: { authorization: `Bearer ${fake.secretKey}` },
    });
    expect(outcome.status).toBe(200);
    await fake.webhooksSettled();
    const items = (await app.request('GET', '/api/v1/wallet/withdrawals', { token: user.token })).body.data.items;
    expect(
      Object.fromEntries(items.map((item: { reference: string; status: string }) => [item.reference, item.status])),
    ).toEqual({
      [reference]: 'succeeded',
      [failing]: 'failed',
    });
    expect(await wallet()).toMatchObject({ available: 30_000_00, held: 0 });
  });
});
