import { describe, expect, it } from 'vitest';
import { errorCodes } from '@naijabid/shared/error-codes';
import { RATING_LIMITS } from '@naijabid/shared/ratings';
import { ORDER_STATUSES, type OrderStatus } from '@naijabid/shared/constants';
import { ORDER_ACTIONS, type OrderAction } from '@naijabid/shared/schemas/orders';
import { actionsFor, canTake, ORDER_STEPS, refusalOf, type LifecycleStep, type OrderSituation } from '../lifecycle';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NOW = Date.UTC(2026, 5, 15, 12);

/** An order in `status` whose deadlines are all `deadlines` away from now (negative: passed). */
function situationOf(
  status: OrderStatus,
  {
    deadlines = DAY_MS,
    completedAgo = DAY_MS,
    yourRating,
    openToSecondChance = false,
  }: Partial<{
    deadlines: number;
    completedAgo: number;
    yourRating: { createdAt: Date };
    openToSecondChance: boolean;
  }> = {},
): OrderSituation {
  const inAWhile = new Date(NOW + deadlines);
  const afterPayment = status !== 'awaiting_payment' && status !== 'forfeited';
  return {
    order: {
      status,
      dueAt: inAWhile,
      paidAt: afterPayment ? new Date(NOW - 10 * DAY_MS) : null,
      shipBy: afterPayment ? inAWhile : null,
      confirmBy: afterPayment ? inAWhile : null,
      completedAt: status === 'completed' ? new Date(NOW - completedAgo) : null,
    },
    nowMs: NOW,
    yourRating,
    openToSecondChance,
  };
}

/** Every kind of order the rules tell apart: each status before and after its deadlines, ratings given or not, old or new. */
const situations: Array<[string, OrderSituation]> = ORDER_STATUSES.flatMap((status) => [
  [`${status}, deadlines ahead`, situationOf(status)],
  [`${status}, deadlines passed`, situationOf(status, { deadlines: -HOUR_MS })],
  [`${status}, deadlines ahead, open to a second chance`, situationOf(status, { openToSecondChance: true })],
  [`${status}, completed long ago`, situationOf(status, { completedAgo: (RATING_LIMITS.openDays + 1) * DAY_MS })],
  [`${status}, rated just now`, situationOf(status, { yourRating: { createdAt: new Date(NOW - HOUR_MS) } })],
  [
    `${status}, rated long ago`,
    situationOf(status, { yourRating: { createdAt: new Date(NOW - (RATING_LIMITS.editDays + 1) * DAY_MS) } }),
  ],
]);

describe('the order lifecycle table', () => {
  it('shows exactly the buttons of the steps the guards allow, for buyer and seller in every situation', () => {
    for (const [name, situation] of situations)
      for (const role of ['buyer', 'seller'] as const)
        for (const action of ORDER_ACTIONS)
          expect(actionsFor(role, situation).includes(action), `${role} ${action}: ${name}`).toBe(
            canTake(situation, role, action),
          );
  });

  it('gives the buttons the spec names, by status, party and deadline', () => {
    const buttons = (status: OrderStatus, options?: Parameters<typeof situationOf>[1]) => ({
      buyer: actionsFor('buyer', situationOf(status, options)),
      seller: actionsFor('seller', situationOf(status, options)),
    });
    const none = { buyer: [], seller: [] };
    const expected: Array<[OrderStatus, Parameters<typeof situationOf>[1], Record<'buyer' | 'seller', OrderAction[]>]> =
      [
        ['awaiting_payment', {}, { buyer: ['pay'], seller: [] }],
        ['awaiting_payment', { deadlines: -1 }, none],
        ['paid', {}, { buyer: [], seller: ['ship'] }],
        ['paid', { deadlines: 0 }, { buyer: ['cancel'], seller: ['ship'] }],
        ['shipped', {}, { buyer: ['confirm_delivery', 'open_dispute'], seller: [] }],
        ['shipped', { deadlines: -HOUR_MS }, { buyer: ['confirm_delivery', 'open_dispute'], seller: [] }],
        ['completed', {}, { buyer: ['rate'], seller: ['rate'] }],
        ['completed', { completedAgo: (RATING_LIMITS.openDays + 1) * DAY_MS }, none],
        [
          'completed',
          { completedAgo: (RATING_LIMITS.openDays + 1) * DAY_MS, yourRating: { createdAt: new Date(NOW - HOUR_MS) } },
          { buyer: ['rate'], seller: ['rate'] },
        ],
        ['forfeited', {}, none],
        ['forfeited', { openToSecondChance: true }, { buyer: [], seller: ['offer_second_chance'] }],
        ['delivered', {}, none],
        ['cancelled', {}, none],
        ['disputed', {}, none],
        ['refunded', {}, none],
        ['resolved', {}, none],
      ];
    for (const [status, options, want] of expected)
      expect(buttons(status, options), `${status} ${JSON.stringify(options)}`).toEqual(want);
  });

  it('leaves support its disputes and the deadlines’ jobs their own steps, which no party can take', () => {
    const only = (step: LifecycleStep, actor: 'operator' | 'system') =>
      situations
        .filter(([, situation]) => canTake(situation, actor, step))
        .map(([, situation]) => situation.order.status);
    expect(new Set(only('resolve_dispute', 'operator'))).toEqual(new Set(['disputed']));
    expect(canTake(situationOf('awaiting_payment', { deadlines: 1 }), 'system', 'forfeit')).toBe(false);
    expect(canTake(situationOf('awaiting_payment', { deadlines: 0 }), 'system', 'forfeit')).toBe(true);
    expect(canTake(situationOf('paid', { deadlines: 0 }), 'system', 'forfeit')).toBe(false);
    expect(canTake(situationOf('shipped', { deadlines: 1 }), 'system', 'confirm_at_deadline')).toBe(false);
    expect(canTake(situationOf('shipped', { deadlines: 0 }), 'system', 'confirm_at_deadline')).toBe(true);
    expect(canTake(situationOf('disputed', { deadlines: -DAY_MS }), 'system', 'confirm_at_deadline')).toBe(false);
    for (const [, situation] of situations)
      for (const party of ['buyer', 'seller'] as const)
        for (const step of ['resolve_dispute', 'forfeit', 'confirm_at_deadline'] as const)
          expect(canTake(situation, party, step)).toBe(false);
  });

  // The web client ends the session on a 401 or 403: a refused step must be one the person can read.
  it('refuses every step a person takes with a 409 or 422 and its own sentence', () => {
    for (const step of Object.keys(ORDER_STEPS) as LifecycleStep[]) {
      const { refusal, by } = ORDER_STEPS[step];
      if (refusal === null) continue;
      for (const [name, situation] of situations.filter(([, each]) => !canTake(each, by[0]!, step))) {
        const { code, message } = refusalOf(situation, step);
        expect([409, 422], `${step}: ${name}`).toContain(errorCodes[code]);
        expect(message, `${step}: ${name}`).toMatch(/\w/);
      }
    }
  });
});
