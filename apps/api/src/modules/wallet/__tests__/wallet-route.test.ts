import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_HISTORY_LIMIT } from '@naijabid/shared/schemas/wallet';
import { signUpAndLogIn } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { insertListingRow } from '../../../test/listings';
import { auctionSecurityAccount, resolvePending, systemAccount, transfer, walletAccount } from '../repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ depositLimitsKobo: { min: 50_000, max: 3_000_000 } });
});
afterAll(() => app.close());

/** A signed-in user, their wallet, and the accounts money comes from and is held in. */
async function buyerWithAccounts() {
  const buyer = await signUpAndLogIn(app);
  const userId = (await app.request('GET', '/api/v1/me', { token: buyer.token })).body.data.user.id;
  const db = app.database.db;
  return {
    token: buyer.token,
    wallet: await walletAccount(db, userId),
    clearing: await systemAccount(db, 'provider_clearing'),
    security: await auctionSecurityAccount(db, (await insertListingRow(app, userId)).id),
  };
}

describe('GET /api/v1/wallet/deposit-limits', () => {
  it("answers this server's deposit limits in kobo, to anyone", async () => {
    const response = await app.request('GET', '/api/v1/wallet/deposit-limits');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ min: 50_000, max: 3_000_000 });
  });
});

describe('GET /api/v1/wallet', () => {
  it('answers an empty wallet for a new user, in kobo and naira currency', async () => {
    const buyer = await signUpAndLogIn(app);
    const response = await app.request('GET', '/api/v1/wallet', { token: buyer.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ available: 0, held: 0, currency: 'NGN' });
  });

  it('shows held money apart from what is available', async () => {
    const { token, wallet, clearing, security } = await buyerWithAccounts();
    await app.database.db.transaction(async (tx) => {
      await transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountKobo: 50_000_00,
        purpose: 'deposit',
      });
      await transfer(tx, {
        debitAccountId: wallet.id,
        creditAccountId: security.id,
        amountKobo: 5_000_00,
        purpose: 'bid_security',
        pending: true,
      });
    });
    const response = await app.request('GET', '/api/v1/wallet', { token });
    expect(response.body.data).toEqual({ available: 45_000_00, held: 5_000_00, currency: 'NGN' });
  });

  it('answers 401 without a token', async () => {
    expect((await app.request('GET', '/api/v1/wallet')).status).toBe(401);
  });
});

describe('GET /api/v1/wallet/transactions', () => {
  it('lists movements newest first, also those made together in one transaction, a released hold as one line', async () => {
    const { token, wallet, clearing, security } = await buyerWithAccounts();
    // As when a leader raises their maximum: the old hold is released and a larger one taken.
    await app.database.db.transaction(async (tx) => {
      await transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountKobo: 50_000_00,
        purpose: 'deposit',
      });
      const first = await transfer(tx, {
        debitAccountId: wallet.id,
        creditAccountId: security.id,
        amountKobo: 5_000_00,
        purpose: 'bid_security',
        pending: true,
      });
      await resolvePending(tx, first.id, 'void');
      await transfer(tx, {
        debitAccountId: wallet.id,
        creditAccountId: security.id,
        amountKobo: 8_000_00,
        purpose: 'bid_security',
        pending: true,
      });
    });
    const response = await app.request('GET', '/api/v1/wallet/transactions', { token });
    // The release is not a line of its own: the hold it released shows as released and counts nothing.
    expect(
      response.body.data.items.map((entry: { status: string; amount: number; held: number; holdAmount: number }) => [
        entry.status,
        entry.amount,
        entry.held,
        entry.holdAmount,
      ]),
    ).toEqual([
      ['held', -8_000_00, 8_000_00, 8_000_00],
      ['released', 0, 0, 5_000_00],
      ['completed', 50_000_00, 0, null],
    ]);
    expect(response.body.data.earlier).toBeNull();
  });

  it('lists the newest movements and says what the older ones add up to, so the lines still add up to the balances', async () => {
    const { token, wallet, clearing, security } = await buyerWithAccounts();
    await app.database.db.transaction(async (tx) => {
      await transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountKobo: 50_000_00,
        purpose: 'deposit',
      });
      await transfer(tx, {
        debitAccountId: wallet.id,
        creditAccountId: security.id,
        amountKobo: 2_000_00,
        purpose: 'bid_security',
        pending: true,
      });
      for (let index = 0; index < WALLET_HISTORY_LIMIT; index += 1) {
        await transfer(tx, {
          debitAccountId: clearing.id,
          creditAccountId: wallet.id,
          amountKobo: 1_00,
          purpose: 'deposit',
        });
      }
    });
    const response = await app.request('GET', '/api/v1/wallet/transactions', { token });
    expect(response.body.data.items).toHaveLength(WALLET_HISTORY_LIMIT);
    expect(response.body.data.earlier).toEqual({ available: 50_000_00 - 2_000_00, held: 2_000_00 });
  });
});
