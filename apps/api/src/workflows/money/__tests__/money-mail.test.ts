import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositMailMessages, orderMailMessages } from '@naijabid/shared/messages';
import { withdrawalMessages } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import { bid, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';
import { insertListingRow } from '../../../test/listings';
import { signedInPerson, withdrawTo } from '../../../test/money';
import { closeNow, runJobs } from '../../../test/orders';
import { depositByCard } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { formatDeadline } from '../../../modules/orders/order-jobs';
import { handleTransferEvent } from '../settle-withdrawal';

const naira = (amount: number) => amount * 100;
const HOUR_MS = 3_600_000;

let fake: FakeTransfers;
let app: TestApp;
let seller: Bidder;

beforeAll(async () => {
  fake = await startFakeTransfers();
  app = await startTestApp(MANY_LOGINS, { paystackTransfers: fake.transfers });
  fake.onTransferEvent(async (event) => app.events.publish(await handleTransferEvent(app.database.db, event, app.log)));
  seller = await signedInPerson(app, 'seller');
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

const step = (who: Bidder, orderId: string, action: string, body?: unknown, headers?: Record<string, string>) =>
  app.request('POST', `/api/v1/orders/${orderId}/${action}`, { token: who.token, body, headers });

/** Runs the jobs due (the mail among them) and answers the newest mail to `who`. */
async function newestMailTo(who: Bidder) {
  await runJobs(app);
  return (await app.mailTo(who.email))[0];
}

/** An auction `buyer` wins at its starting price and pays for with pickup: answers the order and its title. */
async function paidOrder(buyer: Bidder, priceKobo: number) {
  const title = `Nexus chest freezer ${randomUUID().slice(0, 8)}`;
  const listing = await insertListingRow(app, seller.id, {
    title,
    startingPriceKobo: priceKobo,
    currentPriceKobo: priceKobo,
  });
  expect((await bid(app, buyer, listing.id, priceKobo)).status).toBe(201);
  const orderId = (await closeNow(app.database.db, listing.id))!;
  const paid = await step(
    buyer,
    orderId,
    'pay',
    { delivery: { method: 'pickup' } },
    { 'idempotency-key': randomUUID() },
  );
  expect(paid.status).toBe(200);
  return { orderId, title };
}

describe('money mail', () => {
  it('mails the buyer at every movement of their money: deposit, payment, completed order, refund, withdrawal', async () => {
    const buyer = await signedInPerson(app);

    await depositByCard(app, buyer.token, naira(120_000));
    const deposited = await newestMailTo(buyer);
    expect(deposited).toMatchObject({
      subject: depositMailMessages.creditedSubject('₦120,000'),
      text: depositMailMessages.creditedText('₦120,000'),
    });

    const first = await paidOrder(buyer, naira(40_000));
    const order = (await app.request('GET', `/api/v1/orders/${first.orderId}`, { token: buyer.token })).body.data.order;
    const paidMail = await newestMailTo(buyer);
    expect(paidMail).toMatchObject({
      subject: orderMailMessages.buyerPaidSubject(first.title),
      text: orderMailMessages.buyerPaidText(first.title, '₦40,000', formatDeadline(new Date(order.shipBy))),
    });
    // The seller's mail was there before; it still goes.
    expect((await app.mailTo(seller.email)).map((mail) => mail.subject)).toContain(
      orderMailMessages.paidSubject(first.title),
    );

    const shipped = await step(seller, first.orderId, 'ship', { carrier: 'GIG Logistics', trackingNumber: 'GIG-7' });
    expect(shipped.status).toBe(200);
    expect((await newestMailTo(buyer))?.subject).toBe(orderMailMessages.shippedSubject(first.title));
    expect((await step(buyer, first.orderId, 'confirm-delivery')).status).toBe(200);
    expect(await newestMailTo(buyer)).toMatchObject({
      subject: orderMailMessages.buyerCompletedSubject(first.title),
      text: orderMailMessages.buyerCompletedText(first.title, '₦40,000'),
    });

    // Not shipped in time: the buyer cancels and is told of the refund.
    const second = await paidOrder(buyer, naira(30_000));
    const shipBy = (await app.request('GET', `/api/v1/orders/${second.orderId}`, { token: buyer.token })).body.data
      .order.shipBy as string;
    const hoursLeft = Math.ceil((new Date(shipBy).getTime() - Date.now()) / HOUR_MS);
    await app.request('POST', `/api/v1/dev/orders/${second.orderId}/advance`, { body: { hours: hoursLeft } });
    await runJobs(app);
    expect((await step(buyer, second.orderId, 'cancel')).status).toBe(200);
    expect(await newestMailTo(buyer)).toMatchObject({
      subject: orderMailMessages.buyerCancelledSubject(second.title),
      text: orderMailMessages.buyerCancelledText(second.title, '₦30,000'),
    });

    // Withdrawals already had their mail: sent, and did not go through.
    const sent = await withdrawTo(app, buyer, '10', naira(5_000));
    await fake.webhooksSettled();
    expect((await newestMailTo(buyer))?.subject).toBe(
      withdrawalMessages.mailSubject.succeeded(formatNaira(sent.amount)),
    );
    const failed = await withdrawTo(app, buyer, '98', naira(6_000));
    await fake.webhooksSettled();
    expect((await newestMailTo(buyer))?.subject).toBe(
      withdrawalMessages.mailSubject.failed(formatNaira(failed.amount)),
    );
  });
});
