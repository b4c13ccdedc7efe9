import { randomBytes } from 'node:crypto';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { DepositStatus, StartDepositRequest, StartedDeposit } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { LiveEvent } from '../../plugins/event-bus';
import type { RateLimit } from '../../plugins/rate-limiter';
import type { OrderService } from '../orders/service';
import type { PaymentProvider } from './provider';
import * as repository from './repository';

/** What a verified payment event did; credited by workflows/credit-deposit.ts. */
export type CreditOutcome = { outcome: 'credited'; events: LiveEvent[] } | { outcome: 'already_credited' | 'ignored' };

export interface DepositServiceOptions {
  db: Database;
  /** Undefined when no provider may be used (production without provider keys). */
  provider: PaymentProvider | undefined;
  limitsKobo: { min: number; max: number };
  /** Deposits one user may start per window. */
  depositsStarted: RateLimit;
  /** Whether a deposit may pay an order: only its buyer's, and only while it awaits payment. */
  orders: OrderService;
}

/** Our reference for a new deposit at its provider (the seeded demo deposits take one too). */
export function newDepositReference(): string {
  return `nb_${randomBytes(12).toString('hex')}`;
}

function amountError(message: string): AppError {
  return new AppError('validation', message, { fieldErrors: { amount: message } });
}

export function createDepositService({ db, provider, limitsKobo, depositsStarted, orders }: DepositServiceOptions) {
  /** Refuses an order the user may not pay now, as paying it would (workflows/pay-order.ts). */
  async function checkPayable(userId: string, orderId: string): Promise<void> {
    const order = await orders.get(orderId, userId);
    if (order.role !== 'buyer') throw new AppError('not_found', serverMessages.orderNotFound);
    if (order.actions.includes('pay')) return;
    if (order.status === 'awaiting_payment' || order.status === 'forfeited')
      throw new AppError('payment_overdue', serverMessages.paymentOverdue);
    throw new AppError('order_already_paid', serverMessages.orderAlreadyPaid);
  }

  return {
    /**
     * Records the deposit under a new reference and opens the provider's checkout for it. A
     * deposit that pays an order remembers it; workflows/credit-deposit.ts pays it once credited.
     */
    async start(user: { id: string; email: string }, request: StartDepositRequest): Promise<StartedDeposit> {
      const { amount: amountKobo, payOrder } = request;
      if (!provider) throw new AppError('unavailable', serverMessages.depositsUnavailable);
      if (amountKobo < limitsKobo.min) throw amountError(serverMessages.depositTooSmall(formatNaira(limitsKobo.min)));
      if (amountKobo > limitsKobo.max) throw amountError(serverMessages.depositTooLarge(formatNaira(limitsKobo.max)));
      if (payOrder) await checkPayable(user.id, payOrder.orderId);
      const counted = await depositsStarted.hit(user.id);
      if (!counted.allowed) {
        const { retryAfterSeconds } = counted;
        throw new AppError('rate_limited', serverMessages.tooManyDeposits(Math.ceil(retryAfterSeconds / 60)), {
          retryAfterSeconds,
        });
      }
      const reference = newDepositReference();
      await repository.insertDeposit(db, {
        userId: user.id,
        reference,
        provider: provider.name,
        amountKobo,
        paysOrderId: payOrder?.orderId ?? null,
        paysOrderDelivery: payOrder?.delivery ?? null,
      });
      const { checkoutUrl } = await provider.startCheckout({ reference, amountKobo, email: user.email });
      return { reference, amount: amountKobo, checkoutUrl };
    },

    /** Whether the webhook has credited a deposit yet; only its owner may ask. */
    async status(userId: string, reference: string): Promise<DepositStatus> {
      const deposit = await repository.findDeposit(db, reference);
      if (!deposit || deposit.userId !== userId) throw new AppError('not_found', serverMessages.depositNotFound);
      return { reference: deposit.reference, amount: deposit.amountKobo, credited: deposit.status === 'succeeded' };
    },

    find: (reference: string) => repository.findDeposit(db, reference),
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
