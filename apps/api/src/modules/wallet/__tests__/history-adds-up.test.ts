import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import type { WalletEntry, WalletHistory } from '@naijabid/shared/schemas/wallet';
import { bid, fundedBidder, MANY_LOGINS, sellerId, type Bidder } from '../../../test/bidding';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';
import { insertListingRow } from '../../../test/listings';
import { signedInPerson, withdrawTo } from '../../../test/money';
import { closeNow } from '../../../test/orders';
import { depositByCard } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { handleTransferEvent } from '../../../workflows/money/settle-withdrawal';

const naira = (amount: number) => amount * 100;

let fake: FakeTransfers;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeTransfers();
  app = await startTestApp(MANY_LOGINS, { paystackTransfers: fake.transfers });
  fake.onTransferEvent(async (event) => app.events.publish(await handleTransferEvent(app.database.db, event, app.log)));
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

/**
 * Reads the wallet page's two answers and checks the history adds up to the balances shown:
 * its signed lines to the available balance, its held figures to the held balance. Answers
 * the lines, newest first, as [purpose, amount, held, status].
 */
async function historyAddingUp(who: Bidder) {
  const balance = (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data;
  const history: WalletHistory = (await app.request('GET', '/api/v1/wallet/transactions', { token: who.token })).body
    .data;
  expect(history.earlier).toBeNull();
  const total = (pick: (entry: WalletEntry) => number) => history.items.reduce((sum, entry) => sum + pick(entry), 0);
  expect(total((entry) => entry.amount)).toBe(balance.available);
  expect(total((entry) => entry.held)).toBe(balance.held);
  return history.items.map((entry) => [entry.purpose, entry.amount, entry.held, entry.status]);
}

describe('GET /api/v1/wallet/transactions', () => {
  it('lists one line per movement, a hold as one line however it ends, so the lines add up to the balances', async () => {
    const buyer = await signedInPerson(app);
    const rival = await fundedBidder(app, naira(100_000));
    const seller = await sellerId(app);
    const auction = (startingPriceKobo: number) =>
      insertListingRow(app, seller, { startingPriceKobo, currentPriceKobo: startingPriceKobo });

    await depositByCard(app, buyer.token, naira(50_000));
    expect(await historyAddingUp(buyer)).toEqual([['deposit', naira(50_000), 0, 'completed']]);

    // A bid on an auction the buyer will win: its security is held, shown once, as held.
    const won = await auction(naira(20_000));
    const security = bidSecurityFor(naira(30_000));
    expect((await bid(app, buyer, won.id, naira(30_000))).status).toBe(201);
    expect(await historyAddingUp(buyer)).toEqual([
      ['bid_security', -security, security, 'held'],
      ['deposit', naira(50_000), 0, 'completed'],
    ]);

    // A bid another bidder beats: the hold is released, and its line no longer counts.
    const lost = await auction(naira(10_000));
    expect((await bid(app, buyer, lost.id, naira(15_000))).status).toBe(201);
    expect((await bid(app, rival, lost.id, naira(25_000))).status).toBe(201);
    const released = await historyAddingUp(buyer);
    expect(released[0]).toEqual(['bid_security', 0, 0, 'released']);

    // Won and paid: the security becomes part of the payment (one line, paid), the rest is one debit.
    const orderId = (await closeNow(app.database.db, won.id))!;
    const paid = await app.request('POST', `/api/v1/orders/${orderId}/pay`, {
      token: buyer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { delivery: { method: 'pickup' } },
    });
    expect(paid.status).toBe(200);
    const price = naira(20_000);
    expect(await historyAddingUp(buyer)).toEqual([
      ['order_payment', -(price - security), 0, 'completed'],
      ['bid_security', 0, 0, 'released'],
      ['bid_security', -security, 0, 'paid'],
      ['deposit', naira(50_000), 0, 'completed'],
    ]);

    // A withdrawal is held while the bank works on it, then paid: one line throughout.
    const withdrawal = await withdrawTo(app, buyer, '95', naira(10_000));
    expect((await historyAddingUp(buyer))[0]).toEqual(['withdrawal', -naira(10_000), naira(10_000), 'held']);
    await fake.setOutcome(withdrawal.reference, 'success');
    await fake.webhooksSettled();
    const settled = await historyAddingUp(buyer);
    expect(settled[0]).toEqual(['withdrawal', -naira(10_000), 0, 'paid']);
    expect(settled).toHaveLength(5);
    const balance = (await app.request('GET', '/api/v1/wallet', { token: buyer.token })).body.data;
    expect(balance).toEqual({ available: naira(50_000) - price - naira(10_000), held: 0, currency: 'NGN' });
  });
});
