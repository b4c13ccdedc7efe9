/**
 * Who takes which step of an order from which status, written once: the buttons an order's
 * page shows (`actionsFor`) and every step's guard in the workflows read the same row, so a
 * shown button is a step the server accepts and a hidden one is refused.
 */
import type { ErrorCode } from '@naijabid/shared/error-codes';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import { returnServerMessages } from '@naijabid/shared/messages/returns';
import { handoverServerMessages } from '@naijabid/shared/messages/receipts';
import type { OrderStatus } from '@naijabid/shared/constants';
import { ORDER_ACTIONS, type OrderAction } from '@naijabid/shared/schemas/orders';
import { AppError } from '../../errors';
import { ratingRefusal, type RatingRow } from '../ratings/service';
import { formatDeadline } from './order-jobs';
import type { OrderRow, ReturnRow } from './repository';

export type OrderActor = 'buyer' | 'seller' | 'operator' | 'system';
type Party = Extract<OrderActor, 'buyer' | 'seller'>;

/** The steps people take from the order's page (ORDER_ACTIONS), support's, and the deadlines' jobs'. */
export type LifecycleStep =
  | OrderAction
  | 'resolve_dispute'
  | 'require_return'
  | 'forfeit'
  | 'confirm_at_deadline'
  | 'escalate_return'
  | 'drop_return'
  | 'receive_return_at_deadline';

/** An order as a step is judged on it: its row and the database's clock, with what some steps read besides. */
export interface OrderSituation {
  order: Pick<OrderRow, 'status' | 'paidAt' | 'dueAt' | 'shipBy' | 'confirmBy' | 'completedAt' | 'deliveryMethod'>;
  nowMs: number;
  /** The rating the actor already gave on the order, if any (`rate`). */
  yourRating?: Pick<RatingRow, 'createdAt'>;
  /**
   * Whether a bidder remains to offer the forfeited item to, with no offer open
   * (`offer_second_chance`): the listing's, not the order's. The workflow leaves it out and
   * checks it under the listing's lock, refusing with this row's refusal.
   */
  openToSecondChance?: boolean;
  /** The order's return, if one was asked for: its waits' deadlines (the return steps). */
  orderReturn?: Pick<ReturnRow, 'answerBy' | 'shipBackBy' | 'receiveBy'>;
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

/** Whether a return's wait has ended by the database's clock: a return job's step is taken only then. */
const waitEnded = (deadline: Date | null | undefined, nowMs: number) => !!deadline && nowMs >= deadline.getTime();

/** Why a buyer may not ask for a return now: asked already, the window closed, or not shipped yet. */
function returnRefusal({ order, orderReturn, nowMs }: OrderSituation): StepRefusal {
  if (orderReturn) return { code: 'return_already_requested', message: returnServerMessages.alreadyRequested };
  if (order.confirmBy && (nowMs >= order.confirmBy.getTime() || order.status === 'completed'))
    return {
      code: 'return_window_closed',
      message: returnServerMessages.windowClosed(formatDeadline(order.confirmBy)),
    };
  return conflict(returnServerMessages.notReturnable);
}

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
    from: ['shipped', 'delivered'],
    to: ['completed'],
    refusal: () => conflict(serverMessages.orderNotDeliverable),
  },
  open_dispute: {
    by: ['buyer'],
    from: ['shipped', 'delivered'],
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
  /**
   * Support's refund of a refused (or unanswered) return, the item back first: the return
   * goes on as if accepted (the buyer sends it back, the seller confirms or the deadline
   * does), and the refund follows. Only a return never accepted, so never sent back.
   */
  require_return: {
    by: ['operator'],
    from: ['disputed'],
    to: ['return_accepted'],
    also: ({ orderReturn }) => !!orderReturn && !orderReturn.shipBackBy,
    // The console's resolve asks first whether the order is disputed at all.
    refusal: ({ order }) =>
      conflict(
        order.status === 'disputed' ? adminServerMessages.noReturnToRequire : adminServerMessages.orderNotDisputed,
      ),
  },
  /** The payment deadline's job: the security is split between the seller and the platform. */
  forfeit: {
    by: ['system'],
    from: ['awaiting_payment'],
    to: ['forfeited'],
    deadline: { at: 'dueAt', allowed: 'from' },
    refusal: null,
  },
  /**
   * The delivery deadline's job, or the end of the inspection window: a shipped or arrived
   * order nobody disputed or asked to return counts as delivered and accepted.
   */
  confirm_at_deadline: {
    by: ['system'],
    from: ['shipped', 'delivered'],
    to: ['completed'],
    deadline: { at: 'confirmBy', allowed: 'from' },
    refusal: null,
  },

  // Returns when an item is not as described (docs/product.md#returns, workflows/orders/returns.ts).
  /** The item arrived: the inspection window starts, and `confirmBy` moves to its end. */
  mark_received: {
    by: ['buyer'],
    from: ['shipped'],
    to: ['delivered'],
    refusal: () => conflict(returnServerMessages.notReceivable),
  },
  /** Within the inspection window (`confirmBy`), once per order. */
  request_return: {
    by: ['buyer'],
    from: ['shipped', 'delivered'],
    to: ['return_requested'],
    deadline: { at: 'confirmBy', allowed: 'before' },
    also: ({ orderReturn }) => !orderReturn,
    refusal: returnRefusal,
  },
  accept_return: {
    by: ['seller'],
    from: ['return_requested'],
    to: ['return_accepted'],
    refusal: () => conflict(returnServerMessages.notAnswerable),
  },
  /** The claim goes to support as a dispute. */
  refuse_return: {
    by: ['seller'],
    from: ['return_requested'],
    to: ['disputed'],
    refusal: () => conflict(returnServerMessages.notAnswerable),
  },
  ship_return: {
    by: ['buyer'],
    from: ['return_accepted'],
    to: ['return_shipped'],
    also: ({ orderReturn, nowMs }) => !!orderReturn?.shipBackBy && !waitEnded(orderReturn.shipBackBy, nowMs),
    refusal: () => conflict(returnServerMessages.notShippable),
  },
  /** The escrow goes back to the buyer, price and delivery fee. */
  confirm_return_received: {
    by: ['seller'],
    from: ['return_shipped'],
    to: ['refunded'],
    refusal: () => conflict(returnServerMessages.notConfirmable),
  },
  /** The seller's answer's job (business days): an unanswered return goes to support as a dispute. */
  escalate_return: {
    by: ['system'],
    from: ['return_requested'],
    to: ['disputed'],
    also: ({ orderReturn, nowMs }) => waitEnded(orderReturn?.answerBy, nowMs),
    refusal: null,
  },
  /** The ship-back deadline's job: the buyer loses the claim and the escrow pays the seller. */
  drop_return: {
    by: ['system'],
    from: ['return_accepted'],
    to: ['completed'],
    also: ({ orderReturn, nowMs }) => waitEnded(orderReturn?.shipBackBy, nowMs),
    refusal: null,
  },
  /** The receipt deadline's job: a return the seller did not confirm counts as received. */
  receive_return_at_deadline: {
    by: ['system'],
    from: ['return_shipped'],
    to: ['refunded'],
    also: ({ orderReturn, nowMs }) => waitEnded(orderReturn?.receiveBy, nowMs),
    refusal: null,
  },

  /**
   * The seller of a pickup types the code on the buyer's page at handover: delivered and
   * completed at once, the escrow paid out. Wrong codes and the wait after them are the
   * workflow's (hand-over.ts), under the order's lock; the status and method are the table's.
   */
  hand_over: {
    by: ['seller'],
    from: ['paid', 'shipped'],
    to: ['completed'],
    also: ({ order }) => order.deliveryMethod === 'pickup',
    refusal: () => conflict(handoverServerMessages.notHandable),
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
