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
    returned = false,
    deliveryMethod = 'delivery',
  }: Partial<{
    deadlines: number;
    completedAgo: number;
    yourRating: { createdAt: Date };
    openToSecondChance: boolean;
    /** A return was asked for: its waits end `deadlines` away too. */
    returned: boolean;
    deliveryMethod: 'pickup' | 'delivery';
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
      deliveryMethod: afterPayment ? deliveryMethod : null,
    },
    nowMs: NOW,
    yourRating,
    openToSecondChance,
    orderReturn: returned ? { answerBy: inAWhile, shipBackBy: inAWhile, receiveBy: inAWhile } : undefined,
  };
}

/** Every kind of order the rules tell apart: each status before and after its deadlines, ratings given or not, old or new. */
const situations: Array<[string, OrderSituation]> = ORDER_STATUSES.flatMap((status) => [
  [`${status}, deadlines ahead`, situationOf(status)],
  [`${status}, deadlines passed`, situationOf(status, { deadlines: -HOUR_MS })],
  [`${status}, deadlines ahead, open to a second chance`, situationOf(status, { openToSecondChance: true })],
  [`${status}, picked up`, situationOf(status, { deliveryMethod: 'pickup' })],
  [`${status}, picked up, deadlines passed`, situationOf(status, { deliveryMethod: 'pickup', deadlines: -HOUR_MS })],
  [`${status}, completed long ago`, situationOf(status, { completedAgo: (RATING_LIMITS.openDays + 1) * DAY_MS })],
  [`${status}, rated just now`, situationOf(status, { yourRating: { createdAt: new Date(NOW - HOUR_MS) } })],
  [
    `${status}, rated long ago`,
    situationOf(status, { yourRating: { createdAt: new Date(NOW - (RATING_LIMITS.editDays + 1) * DAY_MS) } }),
  ],
  [`${status}, a return asked for, its waits ahead`, situationOf(status, { returned: true })],
  [`${status}, a return asked for, its waits passed`, situationOf(status, { returned: true, deadlines: -HOUR_MS })],
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
        ['paid', { deliveryMethod: 'pickup' }, { buyer: [], seller: ['ship', 'hand_over'] }],
        ['paid', { deliveryMethod: 'pickup', deadlines: 0 }, { buyer: ['cancel'], seller: ['ship', 'hand_over'] }],
        ['shipped', {}, { buyer: ['confirm_delivery', 'open_dispute', 'mark_received', 'request_return'], seller: [] }],
        [
          'shipped',
          { deliveryMethod: 'pickup' },
          { buyer: ['confirm_delivery', 'open_dispute', 'mark_received', 'request_return'], seller: ['hand_over'] },
        ],
        ['disputed', { deliveryMethod: 'pickup' }, none],
        ['completed', { deliveryMethod: 'pickup' }, { buyer: ['rate'], seller: ['rate'] }],
        [
          'shipped',
          { deadlines: -HOUR_MS },
          { buyer: ['confirm_delivery', 'open_dispute', 'mark_received'], seller: [] },
        ],
        ['completed', {}, { buyer: ['rate'], seller: ['rate'] }],
        ['completed', { completedAgo: (RATING_LIMITS.openDays + 1) * DAY_MS }, none],
        [
          'completed',
          { completedAgo: (RATING_LIMITS.openDays + 1) * DAY_MS, yourRating: { createdAt: new Date(NOW - HOUR_MS) } },
          { buyer: ['rate'], seller: ['rate'] },
        ],
        ['forfeited', {}, none],
        ['forfeited', { openToSecondChance: true }, { buyer: [], seller: ['offer_second_chance'] }],
        ['delivered', {}, { buyer: ['confirm_delivery', 'open_dispute', 'request_return'], seller: [] }],
        ['delivered', { deadlines: -HOUR_MS }, { buyer: ['confirm_delivery', 'open_dispute'], seller: [] }],
        ['delivered', { returned: true }, { buyer: ['confirm_delivery', 'open_dispute'], seller: [] }],
        ['return_requested', { returned: true }, { buyer: [], seller: ['accept_return', 'refuse_return'] }],
        ['return_accepted', { returned: true }, { buyer: ['ship_return'], seller: [] }],
        ['return_accepted', { returned: true, deadlines: -HOUR_MS }, none],
        ['return_shipped', { returned: true }, { buyer: [], seller: ['confirm_return_received'] }],
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
    for (const [step, status] of [
      ['escalate_return', 'return_requested'],
      ['drop_return', 'return_accepted'],
      ['receive_return_at_deadline', 'return_shipped'],
    ] as const) {
      expect(canTake(situationOf(status, { returned: true }), 'system', step), step).toBe(false);
      expect(canTake(situationOf(status, { returned: true, deadlines: 0 }), 'system', step), step).toBe(true);
    }
    const jobSteps = [
      'resolve_dispute',
      'forfeit',
      'confirm_at_deadline',
      'escalate_return',
      'drop_return',
      'receive_return_at_deadline',
    ] as const;
    for (const [, situation] of situations)
      for (const party of ['buyer', 'seller'] as const)
        for (const step of jobSteps) expect(canTake(situation, party, step)).toBe(false);
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
