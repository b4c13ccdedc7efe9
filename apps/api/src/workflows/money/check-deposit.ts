import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../modules/deposits/provider';
import { findDeposit, lockDeposit, markCancelled, markFailed } from '../../modules/deposits/repository';
import {
  DEPOSIT_CHECK_DELAYS_MINUTES,
  DEPOSIT_CHECK_JOB,
  scheduleDepositCheck,
  type CreditOutcome,
  type DepositCheckPayload,
} from '../../modules/deposits/service';
import type { LiveEvent } from '../../plugins/event-bus';
import type { JobHandlers } from '../../plugins/job-queue';
import { creditDeposit } from './credit-deposit';

export type CheckOutcome = CreditOutcome | { outcome: 'failed' | 'open' };

/**
 * Asks the provider what became of a deposit we started and acts on its answer: paid is
 * credited as its webhook would be (once, with the same checks of amount and currency),
 * refused for good is marked failed, anything else is left pending. The page a payment
 * returns to and the deposit's check job both come here.
 */
export async function checkDeposit(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  log: FastifyBaseLogger,
): Promise<CheckOutcome> {
  const check = await provider.checkPayment(reference);
  if (check.outcome === 'paid') return creditDeposit(db, check.charge, log, provider.name);
  if (check.outcome === 'failed') await failDeposit(db, reference);
  return check;
}

/**
 * Its owner gives up a pending deposit (a checkout left with Back). The provider is asked
 * first, so a payment that did go through is credited rather than cancelled; only a deposit
 * the provider has no payment for is marked cancelled, under its row lock, so a credit
 * committing meanwhile wins. A deposit of a provider we no longer use cannot be asked about
 * and can never be credited, so it is simply cancelled. A later proof of payment still
 * credits a cancelled deposit (workflows/money/credit-deposit.ts).
 */
export async function cancelDeposit(
  db: Database,
  provider: PaymentProvider,
  deposit: { reference: string; provider: string },
  log: FastifyBaseLogger,
): Promise<CheckOutcome | { outcome: 'cancelled' }> {
  if (deposit.provider === provider.name) {
    const checked = await checkDeposit(db, provider, deposit.reference, log);
    if (checked.outcome !== 'open') return checked;
  }
  await db.transaction(async (tx) => {
    const locked = await lockDeposit(tx, deposit.reference);
    if (locked?.status === 'pending') await markCancelled(tx, locked.id);
  });
  return { outcome: 'cancelled' };
}

/** Marks a deposit failed if it is still pending, under its row lock (a credit may be committing). */
async function failDeposit(db: Database, reference: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, reference);
    if (deposit?.status === 'pending') await markFailed(tx, deposit.id);
  });
}

/**
 * The check of a deposit whose webhook has not come (scheduled when it starts): still open
 * at the provider, it checks again later, a few times with growing delays
 * (DEPOSIT_CHECK_DELAYS_MINUTES), and after the last the deposit is marked failed. The call
 * to the provider is made outside any transaction; what it leads to is idempotent (one
 * credit per reference, one check job per number), so a repeated job does no harm. A
 * provider that does not answer fails the job, which the queue retries with its backoff.
 */
export function depositCheckJobs({
  db,
  provider,
  log,
  publish,
}: {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publish: (events: LiveEvent[]) => void;
}): JobHandlers {
  return {
    [DEPOSIT_CHECK_JOB]: {
      async outside(payload) {
        const { reference, check } = payload as DepositCheckPayload;
        // Usually the webhook has settled it already, and the provider need not be asked.
        if ((await findDeposit(db, reference))?.status !== 'pending') return;
        const checked = await checkDeposit(db, provider, reference, log);
        if (checked.outcome === 'credited') {
          log.info({ reference }, 'deposit credited by its check: its webhook never came');
          publish(checked.events);
        }
        if (checked.outcome !== 'open') return;
        if (check + 1 < DEPOSIT_CHECK_DELAYS_MINUTES.length) {
          await db.transaction((tx) => scheduleDepositCheck(tx, reference, check + 1));
        } else {
          log.info({ reference }, 'deposit still unpaid at its last check; marked failed');
          await failDeposit(db, reference);
        }
      },
    },
  };
}
