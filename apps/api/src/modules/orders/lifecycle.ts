/**
 * Who takes which step of an order from which status, written once: the buttons an order's
 * page shows (`actionsFor`) and every step's guard in the workflows read the same row, so a
 * shown button is a step the server accepts and a hidden one is refused.
 */
import type { ErrorCode } from '@naijabid/shared/error-codes';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import type { OrderStatus } from '@naijabid/shared/constants';
import { ORDER_ACTIONS, type OrderAction } from '@naijabid/shared/schemas/orders';
import { AppError } from '../../errors';
import { ratingRefusal, type RatingRow } from '../ratings/service';
import { formatDeadline } from './order-jobs';
import type { OrderRow } from './repository';

export type OrderActor = 'buyer' | 'seller' | 'operator' | 'system';
type Party = Extract<OrderActor, 'buyer' | 'seller'>;

/** The steps people take from the order's page (ORDER_ACTIONS), support's, and the deadlines' jobs'. */
export type LifecycleStep = OrderAction | 'resolve_dispute' | 'forfeit' | 'confirm_at_deadline';

/** An order as a step is judged on it: its row and the database's clock, with what some steps read besides. */
export interface OrderSituation {
  order: Pick<OrderRow, 'status' | 'paidAt' | 'dueAt' | 'shipBy' | 'confirmBy' | 'completedAt'>;
  nowMs: number;
  /** The rating the actor already gave on the order, if any (`rate`). */
  yourRating?: Pick<RatingRow, 'createdAt'>;
  /**
   * Whether a bidder remains to offer the forfeited item to, with no offer open
   * (`offer_second_chance`): the listing's, not the order's. The workflow leaves it out and
   * checks it under the listing's lock, refusing with this row's refusal.
   */
  openToSecondChance?: boolean;
}

export interface StepRefusal {
  code: ErrorCode;
  message: string;
}

interface StepRule {
  by: readonly OrderActor[];
  from: readonly OrderStatus[];
  to: readonly OrderStatus[];
  /** A deadline of the order's: the step is allowed only before it, or only once it has passed. */
  deadline?: { at: 'dueAt' | 'shipBy' | 'confirmBy'; allowed: 'before' | 'from' };
  /** What else must hold besides who, from which status and when. */
  also?: (situation: OrderSituation) => boolean;
  /**
   * What the actors `by` names are answered when the step is not theirs to take now; anyone
   * else is told the order does not exist. A job's step has none: the job leaves the order alone.
   */
  refusal: ((situation: OrderSituation) => StepRefusal) | null;
}

const conflict = (message: string): StepRefusal => ({ code: 'order_state_conflict', message });

export const ORDER_STEPS: Record<LifecycleStep, StepRule> = {
  pay: {
    by: ['buyer'],
    from: ['awaiting_payment'],
    to: ['paid'],
    deadline: { at: 'dueAt', allowed: 'before' },
    refusal: ({ order }) =>
      order.paidAt
        ? { code: 'order_already_paid', message: serverMessages.orderAlreadyPaid }
        : { code: 'payment_overdue', message: serverMessages.paymentOverdue },
  },
  ship: { by: ['seller'], from: ['paid'], to: ['shipped'], refusal: () => conflict(serverMessages.orderNotShippable) },
  /** Recorded as delivered by the buyer, then completed by the system as the escrow pays out. */
  confirm_delivery: {
    by: ['buyer'],
    from: ['shipped'],
    to: ['completed'],
    refusal: () => conflict(serverMessages.orderNotDeliverable),
  },
  open_dispute: {
    by: ['buyer'],
    from: ['shipped'],
    to: ['disputed'],
    refusal: () => conflict(serverMessages.disputeNotAllowed),
  },
  /** The seller missed the shipping deadline: a full refund. */
  cancel: {
    by: ['buyer'],
    from: ['paid'],
    to: ['cancelled'],
    deadline: { at: 'shipBy', allowed: 'from' },
    refusal: ({ order }) =>
      conflict(
        order.shipBy
          ? serverMessages.orderNotCancellable(formatDeadline(order.shipBy))
          : serverMessages.orderNotCancellableUnpaid,
      ),
  },
  /** Makes an offer to the next bidder; the order stays forfeited. */
  offer_second_chance: {
    by: ['seller'],
    from: ['forfeited'],
    to: ['forfeited'],
    also: ({ openToSecondChance }) => openToSecondChance !== false,
    refusal: () => ({ code: 'second_chance_unavailable', message: serverMessages.secondChanceUnavailable }),
  },
  /** Gives or changes the actor's rating of the other party, within the rating windows. */
  rate: {
    by: ['buyer', 'seller'],
    from: ['completed'],
    to: ['completed'],
    also: ({ order, yourRating, nowMs }) => ratingRefusal(order, yourRating, nowMs) === null,
    // Asked only when `also` failed, so there is a reason.
    refusal: ({ order, yourRating, nowMs }) => ({
      code: 'rating_closed',
      message: ratingRefusal(order, yourRating, nowMs)!,
    }),
  },
  /** All back to the buyer (refunded), all to the seller (completed), or split (resolved). */
  resolve_dispute: {
    by: ['operator'],
    from: ['disputed'],
    to: ['refunded', 'completed', 'resolved'],
    refusal: () => conflict(adminServerMessages.orderNotDisputed),
  },
  /** The payment deadline's job: the security is split between the seller and the platform. */
  forfeit: {
    by: ['system'],
    from: ['awaiting_payment'],
    to: ['forfeited'],
    deadline: { at: 'dueAt', allowed: 'from' },
    refusal: null,
  },
  /** The delivery deadline's job: a shipped order nobody disputed counts as delivered. */
  confirm_at_deadline: {
    by: ['system'],
    from: ['shipped'],
    to: ['completed'],
    deadline: { at: 'confirmBy', allowed: 'from' },
    refusal: null,
  },
};

/** Whether `actor` may take `step` on the order now. */
export function canTake(situation: OrderSituation, actor: OrderActor, step: LifecycleStep): boolean {
  const rule = ORDER_STEPS[step];
  const { order, nowMs } = situation;
  if (!rule.by.includes(actor) || !rule.from.includes(order.status)) return false;
  if (rule.deadline) {
    const deadline = order[rule.deadline.at];
    if (!deadline) return false;
    const beforeIt = nowMs < deadline.getTime();
    if (beforeIt !== (rule.deadline.allowed === 'before')) return false;
  }
  return rule.also?.(situation) ?? true;
}

/** Whether the order has left the statuses a step is taken from: a job's step then leaves it alone. */
export function hasMovedOn(order: Pick<OrderRow, 'status'>, step: LifecycleStep): boolean {
  return !ORDER_STEPS[step].from.includes(order.status);
}

/** The buttons the order's page shows its buyer or seller: the steps they may take now, and no others. */
export function actionsFor(role: Party, situation: OrderSituation): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canTake(situation, role, action));
}

/** Why an actor the step's row names may not take it now. */
export function refusalOf(situation: OrderSituation, step: LifecycleStep): StepRefusal {
  const refusal = ORDER_STEPS[step].refusal;
  if (!refusal) throw new Error(`The ${step} step is a job's and refuses nobody`);
  return refusal(situation);
}

/** Throws the step's refusal unless `actor` may take it now. */
export function ensureCanTake(situation: OrderSituation, actor: OrderActor, step: LifecycleStep): void {
  if (canTake(situation, actor, step)) return;
  const { code, message } = refusalOf(situation, step);
  throw new AppError(code, message);
}

/**
 * The locked order with the party `userId` is to it, for a step of theirs; to anyone the
 * step's row does not name (a stranger, or the other party) the order does not exist.
 */
export function partyFor<TLocked extends { order: Pick<OrderRow, 'buyerId' | 'sellerId'> }>(
  locked: TLocked | undefined,
  userId: string,
  step: LifecycleStep,
): TLocked & { actor: Party } {
  const actor = locked?.order.buyerId === userId ? 'buyer' : locked?.order.sellerId === userId ? 'seller' : undefined;
  if (!locked || !actor || !ORDER_STEPS[step].by.includes(actor))
    throw new AppError('not_found', serverMessages.orderNotFound);
  return { ...locked, actor };
}

/** A party's step under the order's lock: the order if `userId` may take `step` now, else its refusal. */
export function takeStep<TLocked extends { order: OrderRow; nowMs: number }>(
  locked: TLocked | undefined,
  userId: string,
  step: LifecycleStep,
): TLocked & { actor: Party } {
  const taking = partyFor(locked, userId, step);
  ensureCanTake(taking, taking.actor, step);
  return taking;
}
