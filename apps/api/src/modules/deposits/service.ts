import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { StartDepositRequest } from '@naijabid/shared/schemas/pay-requests';
import type { Deposit, DepositChannel, StartedDeposit, VirtualAccount } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob } from '../../plugins/job-queue';
import type { RateLimit } from '../../plugins/rate-limiter';
import { PaystackError } from '../../paystack/http';
import { DEDICATED_ACCOUNT_CHANNEL } from '../../paystack/transactions';
import type { OrderService } from '../orders/service';
import type { PaymentProvider } from './provider';
import * as repository from './repository';

/** What a verified payment did; credited by workflows/money/credit-deposit.ts. */
export type CreditOutcome = { outcome: 'credited'; events: LiveEvent[] } | { outcome: 'already_credited' | 'ignored' };

/**
 * A deposit whose webhook never comes is asked about at its provider by this job
 * (workflows/money/check-deposit.ts), scheduled when the deposit starts.
 */
export const DEPOSIT_CHECK_JOB = 'deposit_check';
/**
 * Minutes before each check, counted from the one before: most payments settle within
 * minutes, a bank's delay within hours. After the last, a payment still unsettled is failed.
 */
export const DEPOSIT_CHECK_DELAYS_MINUTES = [5, 15, 60, 240] as const;
export interface DepositCheckPayload {
  reference: string;
  /** Index into DEPOSIT_CHECK_DELAYS_MINUTES. */
  check: number;
}

export async function scheduleDepositCheck(tx: Database, reference: string, check: number): Promise<void> {
  const payload: DepositCheckPayload = { reference, check };
  await scheduleJob(tx, {
    kind: DEPOSIT_CHECK_JOB,
    payload,
    runAt: new Date(Date.now() + DEPOSIT_CHECK_DELAYS_MINUTES[check]! * 60_000),
    dedupeKey: `deposit:${reference}:check:${check}`,
  });
}

/** The newest deposits a user sees on the wallet page. */
const DEPOSITS_LISTED = 20;
/** How long a first request may take to open a virtual account before another may try (the provider's timeout is well within). */
const VIRTUAL_ACCOUNT_CLAIM_SECONDS = 30;
/** How often a request waiting for another's opening looks for the account. */
const VIRTUAL_ACCOUNT_WAIT_MS = 100;
/** Pending deposits asked about at the provider when the user opens the wallet: a person has a few at most. */
const PENDING_CHECKED_ON_RETURN = 5;

export interface DepositServiceOptions {
  db: Database;
  provider: PaymentProvider;
  limitsKobo: { min: number; max: number };
  /** Deposits one user may start per window. */
  depositsStarted: RateLimit;
  /** Whether a deposit may pay an order: only its buyer's, and only while it awaits payment. */
  orders: OrderService;
  log: FastifyBaseLogger;
}

/**
 * Our reference for a new deposit at its provider (the seeded demo deposits take one too).
 * Paystack allows only letters, digits, `-`, `.` and `=` in one.
 */
export function newDepositReference(): string {
  return `nb-${randomBytes(12).toString('hex')}`;
}

function amountError(message: string): AppError {
  return new AppError('validation', message, { fieldErrors: { amount: message } });
}

const BANK_TRANSFER_CHANNELS: ReadonlySet<string> = new Set([DEDICATED_ACCOUNT_CHANNEL, 'bank_transfer']);

function channelOf(providerChannel: string | null): DepositChannel | null {
  if (providerChannel === null) return null;
  if (providerChannel === 'card') return 'card';
  return BANK_TRANSFER_CHANNELS.has(providerChannel) ? 'bank_transfer' : 'other';
}

export function toDeposit(row: repository.DepositRow): Deposit {
  return {
    reference: row.reference,
    amount: row.amountKobo,
    status: row.status === 'succeeded' ? 'credited' : row.status,
    channel: channelOf(row.channel),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDepositService({
  db,
  provider,
  limitsKobo,
  depositsStarted,
  orders,
  log,
}: DepositServiceOptions) {
  /** Refuses an order the user may not pay now, as paying it would (workflows/orders/pay-order.ts). */
  async function checkPayable(userId: string, orderId: string): Promise<void> {
    const order = await orders.get(orderId, userId);
    if (order.role !== 'buyer') throw new AppError('not_found', serverMessages.orderNotFound);
    if (order.actions.includes('pay')) return;
    if (order.status === 'awaiting_payment' || order.status === 'forfeited')
      throw new AppError('payment_overdue', serverMessages.paymentOverdue);
    throw new AppError('order_already_paid', serverMessages.orderAlreadyPaid);
  }

  /** The provider's refusal or silence is the user's 503, and the operator's log line. */
  function unavailable(error: unknown, message: string, what: string): never {
    if (!(error instanceof PaystackError)) throw error;
    log.warn({ err: error, status: error.status }, `${what}: the payment provider refused or did not answer`);
    throw new AppError('unavailable', message);
  }

  return {
    /**
     * Records the deposit under a new reference, with the check that settles it if its
     * webhook never comes, and opens the provider's checkout for it. A deposit that pays an
     * order remembers it; workflows/money/credit-deposit.ts pays it once credited.
     */
    async start(
      user: { id: string; email: string },
      request: StartDepositRequest,
      callbackUrl: string,
    ): Promise<StartedDeposit> {
      const { amount: amountKobo, payOrder } = request;
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
      await db.transaction(async (tx) => {
        await repository.insertDeposit(tx, {
          userId: user.id,
          reference,
          provider: provider.name,
          amountKobo,
          paysOrderId: payOrder?.orderId ?? null,
          paysOrderDelivery: payOrder?.delivery ?? null,
        });
        await scheduleDepositCheck(tx, reference, 0);
      });
      try {
        const { checkoutUrl } = await provider.startCheckout({
          reference,
          amountKobo,
          email: user.email,
          callbackUrl,
        });
        return { reference, amount: amountKobo, checkoutUrl };
      } catch (error) {
        // The deposit stays pending; its check finds the provider never heard of it and fails it.
        return unavailable(error, serverMessages.depositsUnavailable, 'starting a deposit');
      }
    },

    /** One of the user's deposits; anyone else's, or an unknown reference, is not found. */
    async ownDeposit(userId: string, reference: string): Promise<repository.DepositRow> {
      const deposit = await repository.findDeposit(db, reference);
      if (!deposit || deposit.userId !== userId) throw new AppError('not_found', serverMessages.depositNotFound);
      return deposit;
    },

    /** Whether the deposit may be asked about at our provider: it is still pending, and was made there. */
    isCheckable: (deposit: repository.DepositRow) => deposit.status === 'pending' && deposit.provider === provider.name,

    /** The user's newest deposits still pending at our provider, to ask it about when they open the wallet. */
    pendingCheckable: (userId: string) =>
      repository.listPendingDeposits(db, userId, provider.name, PENDING_CHECKED_ON_RETURN),

    async list(userId: string): Promise<Deposit[]> {
      return (await repository.listDeposits(db, userId, DEPOSITS_LISTED)).map(toDeposit);
    },

    /**
     * The user's own account number for bank transfers, opened at the provider on the first
     * request and the same ever after. The opening is claimed first (a committed row with an
     * expiry), so two first requests at once open one account; the second waits for the
     * first's account. No transaction is held open across the provider's call.
     */
    async virtualAccount(user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<VirtualAccount> {
      const present = (row: repository.VirtualAccountRow): VirtualAccount => ({
        bankName: row.bankName,
        accountNumber: row.accountNumber,
        accountName: row.accountName,
      });
      const waitUntil = Date.now() + VIRTUAL_ACCOUNT_CLAIM_SECONDS * 1000;
      for (;;) {
        const existing = await repository.findVirtualAccount(db, user.id);
        if (existing) return present(existing);
        if (await repository.claimVirtualAccountOpening(db, user.id, VIRTUAL_ACCOUNT_CLAIM_SECONDS)) break;
        if (Date.now() > waitUntil) throw new AppError('unavailable', serverMessages.virtualAccountUnavailable);
        await sleep(VIRTUAL_ACCOUNT_WAIT_MS);
      }
      try {
        const account = await provider.openVirtualAccount(user);
        await repository.insertVirtualAccount(db, { userId: user.id, provider: provider.name, ...account });
      } catch (error) {
        return unavailable(error, serverMessages.virtualAccountUnavailable, 'opening a virtual account');
      } finally {
        await repository.releaseVirtualAccountOpening(db, user.id);
      }
      return present((await repository.findVirtualAccount(db, user.id))!);
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
