import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFIED_SELLER_THRESHOLDS_KOBO } from '@naijabid/shared/constants';
import { fundedBidder } from '../../test/bidding';
import { verifyPhone } from '../../test/phone';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_VERIFIED_ACCOUNT, ensureDemoVerifiedSeller } from '../demo-verified-seller';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("the demo's verified seller", () => {
  it('finds his verified account named after him at the fake bank, and withdraws above the limit to it', async () => {
    const chinedu = await fundedBidder(app, 2 * VERIFIED_SELLER_THRESHOLDS_KOBO.withdrawal);
    await verifyPhone(app, chinedu.token);
    await ensureDemoVerifiedSeller(app.database.db, chinedu.id);
    const verification = await app.request('GET', '/api/v1/me/seller-verification', { token: chinedu.token });
    expect(verification.body.data).toMatchObject({
      status: 'verified',
      name: 'Chinedu Okeke',
      bankCode: DEMO_VERIFIED_ACCOUNT.bankCode,
      maskedAccountNumber: '012****785',
    });

    const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
      token: chinedu.token,
      body: { ...DEMO_VERIFIED_ACCOUNT, confirm: true },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.accountName).toBe('OKEKE CHINEDU');
    const withdrawn = await app.request('POST', '/api/v1/wallet/withdrawals', {
      token: chinedu.token,
      body: { amount: VERIFIED_SELLER_THRESHOLDS_KOBO.withdrawal + 50_000_00, bankAccountId: saved.body.data.id },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(withdrawn.status).toBe(201);
  });
});
