import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INSPECTION_DAYS, RETURN_RULES, TERMS } from '@naijabid/shared/constants';
import { errorCodes } from '@naijabid/shared/error-codes';
import { serverMessages } from '@naijabid/shared/messages';
import type { OrderStatus } from '@naijabid/shared/constants';
import { orderRatings, orderReturns, orders } from '../../../db/schema';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { signedInOperator } from '../../../test/operators';
import { closeNow, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { listingsOpenToSecondChance } from '../../offers/repository';
import { actionsFor, canTake, ORDER_STEPS, refusalOf, type LifecycleStep, type OrderActor } from '../lifecycle';

let app: TestApp;
let seller: Bidder;
let operator: Bidder;
const naira = (amount: number) => amount * 100;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

interface Sale {
  orderId: string;
  listingId: string;
  buyer: Bidder;
}

const post = (who: Bidder, path: string, body?: unknown, headers?: Record<string, string>) =>
  app.request('POST', `/api/v1${path}`, { token: who.token, body, headers });
const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });

/** Each step as its page or the operator console asks for it. */
const STEP_REQUESTS: Record<
  Exclude<
    LifecycleStep,
    'forfeit' | 'confirm_at_deadline' | 'escalate_return' | 'drop_return' | 'receive_return_at_deadline'
  >,
  (who: Bidder, sale: Sale) => ReturnType<typeof post>
> = {
  pay: (who, { orderId }) =>
    post(who, `/orders/${orderId}/pay`, { delivery: { method: 'pickup' } }, { 'idempotency-key': randomUUID() }),
  ship: (who, { orderId }) =>
    post(who, `/orders/${orderId}/ship`, { carrier: 'GIG Logistics', trackingNumber: 'GIG-123456' }),
  confirm_delivery: (who, { orderId }) => post(who, `/orders/${orderId}/confirm-delivery`),
  open_dispute: (who, { orderId }) =>
    post(who, `/orders/${orderId}/disputes`, {
      reason: 'not_received',
      details: 'Nothing arrived two weeks after it was shipped.',
    }),
  cancel: (who, { orderId }) => post(who, `/orders/${orderId}/cancel`),
  // Every sale here is paid for pickup; the code is the one the buyer's page shows, when it shows one.
  hand_over: async (who, { orderId, buyer }) => {
    const page = await app.request('GET', `/api/v1/orders/${orderId}`, { token: buyer.token });
    return post(who, `/orders/${orderId}/handover`, { code: page.body.data.order.handoverCode ?? '000000' });
  },
  offer_second_chance: (who, { orderId }) => post(who, `/orders/${orderId}/second-chance`),
  rate: (who, { orderId }) => post(who, `/orders/${orderId}/rating`, { stars: 4, comment: 'Smooth sale.' }),
  resolve_dispute: (who, { orderId }) =>
    post(who, `/admin/orders/${orderId}/resolve`, { resolution: 'refunded', reason: 'Courier lost the parcel' }),
  require_return: (who, { orderId }) =>
    post(who, `/admin/orders/${orderId}/resolve`, {
      resolution: 'refund_after_return',
      reason: 'Photos show the damage; the seller gets the item back',
    }),
  mark_received: (who, { orderId }) => post(who, `/orders/${orderId}/received`),
  request_return: (who, { orderId }) =>
    post(who, `/orders/${orderId}/returns`, {
      reason: 'not_as_described',
      details: 'The listing said 256GB; the phone has 64GB.',
    }),
  accept_return: (who, { orderId }) => post(who, `/orders/${orderId}/returns/accept`),
  refuse_return: (who, { orderId }) => post(who, `/orders/${orderId}/returns/refuse`),
  ship_return: (who, { orderId }) =>
    post(who, `/orders/${orderId}/returns/ship`, { carrier: 'GIG Logistics', trackingNumber: 'RET-123456' }),
  confirm_return_received: (who, { orderId }) => post(who, `/orders/${orderId}/returns/received`),
};
const STEPS = Object.keys(STEP_REQUESTS) as Array<keyof typeof STEP_REQUESTS>;

async function expectStep(who: Bidder, sale: Sale, step: keyof typeof STEP_REQUESTS) {
  const answer = await STEP_REQUESTS[step](who, sale);
  expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
}

/** A sale of the seller's won by a new buyer (and, if asked, a runner-up who stays a bidder), closed now. */
async function wonSale({ runnerUp = false } = {}): Promise<Sale> {
  const buyer = await fundedBidder(app, naira(100_000));
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
  });
  if (runnerUp)
    expect((await bid(app, await fundedBidder(app, naira(20_000)), listing.id, naira(55_000))).status).toBe(201);
  expect((await bid(app, buyer, listing.id, naira(60_000))).status).toBe(201);
  return { orderId: (await closeNow(app.database.db, listing.id))!, listingId: listing.id, buyer };
}

/** Takes a sale's steps to reach a situation, each through the API. */
const then =
  (...steps: Array<(sale: Sale) => Promise<unknown>>) =>
  async (sale: Sale) => {
    for (const step of steps) await step(sale);
    return sale;
  };
const paid = (sale: Sale) => expectStep(sale.buyer, sale, 'pay');
const shipped = (sale: Sale) => expectStep(seller, sale, 'ship');
const disputed = (sale: Sale) => expectStep(sale.buyer, sale, 'open_dispute');
const confirmed = (sale: Sale) => expectStep(sale.buyer, sale, 'confirm_delivery');
const pastShipBy = async ({ orderId }: Sale) => {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  await advance(orderId, Math.ceil((order!.shipBy!.getTime() - Date.now()) / HOUR_MS));
};
const pastPaymentDeadline = ({ orderId }: Sale) => advance(orderId, TERMS.paymentDueHours);
const received = (sale: Sale) => expectStep(sale.buyer, sale, 'mark_received');
const returnAsked = (sale: Sale) => expectStep(sale.buyer, sale, 'request_return');
const returnAccepted = (sale: Sale) => expectStep(seller, sale, 'accept_return');
const sentBack = (sale: Sale) => expectStep(sale.buyer, sale, 'ship_return');
/** Past the inspection window's end, its job not yet run. */
const pastInspection = ({ orderId }: Sale) => advance(orderId, DEFAULT_INSPECTION_DAYS * 24);
/** Past the ship-back deadline, its job not yet run. */
const pastShipBack = ({ orderId }: Sale) => advance(orderId, RETURN_RULES.shipBackDays * 24);
const forfeited = async (sale: Sale) => {
  await pastPaymentDeadline(sale);
  await runJobs(app);
};
const resolvedBy = (body: object) => (sale: Sale) =>
  post(operator, `/admin/orders/${sale.orderId}/resolve`, { reason: 'Looked at both sides', ...body });

/** Every situation the fixtures put an order in, and how. */
const SITUATIONS: Array<{ name: string; status: OrderStatus; reach: () => Promise<Sale> }> = [
  { name: 'awaiting payment', status: 'awaiting_payment', reach: () => wonSale() },
  {
    name: 'awaiting payment past its deadline, not yet forfeited',
    status: 'awaiting_payment',
    reach: async () => then(pastPaymentDeadline)(await wonSale()),
  },
  { name: 'paid', status: 'paid', reach: async () => then(paid)(await wonSale()) },
  { name: 'paid, not shipped by ship_by', status: 'paid', reach: async () => then(paid, pastShipBy)(await wonSale()) },
  { name: 'shipped', status: 'shipped', reach: async () => then(paid, shipped)(await wonSale()) },
  { name: 'completed', status: 'completed', reach: async () => then(paid, shipped, confirmed)(await wonSale()) },
  { name: 'disputed', status: 'disputed', reach: async () => then(paid, shipped, disputed)(await wonSale()) },
  {
    name: 'refunded by support',
    status: 'refunded',
    reach: async () => then(paid, shipped, disputed, resolvedBy({ resolution: 'refunded' }))(await wonSale()),
  },
  {
    name: 'split by support',
    status: 'resolved',
    reach: async () =>
      then(paid, shipped, disputed, resolvedBy({ resolution: 'split', refund: naira(10_000) }))(await wonSale()),
  },
  {
    name: 'released by support',
    status: 'completed',
    reach: async () => then(paid, shipped, disputed, resolvedBy({ resolution: 'released' }))(await wonSale()),
  },
  {
    name: 'cancelled',
    status: 'cancelled',
    reach: async () => then(paid, pastShipBy, (sale) => expectStep(sale.buyer, sale, 'cancel'))(await wonSale()),
  },
  // Returns (docs/product.md#returns).
  {
    name: 'arrived, inspecting',
    status: 'delivered',
    reach: async () => then(paid, shipped, received)(await wonSale()),
  },
  {
    name: 'arrived, inspection window over, its job not yet run',
    status: 'delivered',
    reach: async () => then(paid, shipped, received, pastInspection)(await wonSale()),
  },
  {
    name: 'return asked for',
    status: 'return_requested',
    reach: async () => then(paid, shipped, received, returnAsked)(await wonSale()),
  },
  {
    name: 'return accepted',
    status: 'return_accepted',
    reach: async () => then(paid, shipped, returnAsked, returnAccepted)(await wonSale()),
  },
  {
    name: 'return accepted, not sent back in time, its job not yet run',
    status: 'return_accepted',
    reach: async () => then(paid, shipped, returnAsked, returnAccepted, pastShipBack)(await wonSale()),
  },
  {
    name: 'return sent back',
    status: 'return_shipped',
    reach: async () => then(paid, shipped, returnAsked, returnAccepted, sentBack)(await wonSale()),
  },
  {
    name: 'return refunded',
    status: 'refunded',
    reach: async () =>
      then(paid, shipped, returnAsked, returnAccepted, sentBack, (sale) =>
        expectStep(seller, sale, 'confirm_return_received'),
      )(await wonSale()),
  },
  {
    name: 'return refused, with support',
    status: 'disputed',
    reach: async () =>
      then(paid, shipped, returnAsked, (sale) => expectStep(seller, sale, 'refuse_return'))(await wonSale()),
  },
  {
    name: 'return not sent back, the seller paid',
    status: 'completed',
    reach: async () =>
      then(paid, shipped, returnAsked, returnAccepted, pastShipBack, () => runJobs(app))(await wonSale()),
  },
  {
    name: 'forfeited, nobody left to offer it to',
    status: 'forfeited',
    reach: async () => then(forfeited)(await wonSale()),
  },
  {
    name: 'forfeited, a runner-up left',
    status: 'forfeited',
    reach: async () => then(forfeited)(await wonSale({ runnerUp: true })),
  },
];

/** The order as the guards judge it now, for `who`. */
async function situationOf(sale: Sale, who: Bidder) {
  const db = app.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, sale.orderId));
  const [yourRating] = await db
    .select()
    .from(orderRatings)
    .where(sql`${orderRatings.orderId} = ${sale.orderId} and ${orderRatings.raterId} = ${who.id}`);
  const openToSecondChance = (await listingsOpenToSecondChance(db, [sale.listingId])).has(sale.listingId);
  const [orderReturn] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, sale.orderId));
  return { order: order!, nowMs: Date.now(), yourRating, openToSecondChance, orderReturn };
}

const actors = (sale: Sale): Array<[Exclude<OrderActor, 'system'>, Bidder]> => [
  ['buyer', sale.buyer],
  ['seller', seller],
  ['operator', operator],
];

/** The steps some situation allowed and the API took: each must be, or the walk proves little. */
const taken = new Set<LifecycleStep>();

describe('the order lifecycle table against the API', () => {
  it.each(SITUATIONS)(
    'takes the allowed steps and refuses every other with its message: $name',
    async ({ status, reach }) => {
      const sale = await reach();
      const allowed: Array<[OrderActor, keyof typeof STEP_REQUESTS]> = [];

      for (const [actor, who] of actors(sale)) {
        const situation = await situationOf(sale, who);
        expect(situation.order.status).toBe(status);
        if (actor !== 'operator') {
          const page = await app.request('GET', `/api/v1/orders/${sale.orderId}`, { token: who.token });
          expect(page.body.data.order.actions, `${actor}'s buttons`).toEqual(actionsFor(actor, situation));
        }
        for (const step of STEPS) {
          if (canTake(situation, actor, step)) {
            allowed.push([actor, step]);
            continue;
          }
          const answer = await STEP_REQUESTS[step](who, sale);
          const label = `${actor} ${step} on ${status}`;
          if (!ORDER_STEPS[step].by.includes(actor)) {
            // Not theirs: to a party the order does not exist; to a person the console does not either.
            expect(answer.status, label).toBe(404);
            expect(answer.body.message, label).toBe(
              step === 'resolve_dispute' || step === 'require_return'
                ? serverMessages.notFound
                : serverMessages.orderNotFound,
            );
          } else {
            const { code, message } = refusalOf(situation, step);
            expect(answer.status, label).toBe(errorCodes[code]);
            expect(answer.body, label).toMatchObject({ code, message });
          }
        }
      }
      expect((await situationOf(sale, sale.buyer)).order.status, 'refusals move nothing').toBe(status);

      // Each allowed step on an order of its own in the same situation, since taking it moves the order on.
      for (const [index, [actor, step]] of allowed.entries()) {
        const fresh = index === 0 ? sale : await reach();
        const who = actors(fresh).find(([each]) => each === actor)![1];
        await expectStep(who, fresh, step);
        taken.add(step);
        expect(ORDER_STEPS[step].to, `${actor} ${step} on ${status}`).toContain(
          (await situationOf(fresh, who)).order.status,
        );
      }
    },
  );

  it('took every step a person takes in one of the situations above (run with them)', () => {
    expect([...taken].sort()).toEqual([...STEPS].sort());
  });
});
