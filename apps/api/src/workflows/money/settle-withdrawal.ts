import type { FastifyBaseLogger } from 'fastify';
import { withdrawalMessages as m } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import type { WithdrawalSettledEvent } from '@naijabid/shared/schemas/withdrawals';
import type { Database } from '../../db/client';
import { resolvePending, systemAccount, transfer, walletAccount } from '../../modules/wallet/repository';
import * as withdrawals from '../../modules/withdrawals/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { type JobHandlers } from '../../plugins/job-queue';
import { PaystackError } from '../../paystack/http';
import {
  transferOutcome,
  type PaystackTransfers,
  type TransferEvent,
  type TransferOutcome,
} from '../../paystack/transfers';
import { tellParty } from '../notices/tell-party';

export const VERIFY_WITHDRAWAL_JOB = 'withdrawal_verify';

export interface VerifyWithdrawalPayload {
  reference: string;
}

type FinalStatus = WithdrawalSettledEvent['status'];

const FINAL: ReadonlySet<string> = new Set<FinalStatus>(['succeeded', 'failed', 'reversed']);

/** Tells the owner live and by mail (the mail through the job queue, so it goes after the commit). */
async function notify(
  tx: Database,
  row: NonNullable<Awaited<ReturnType<typeof withdrawals.lockWithdrawal>>>,
  status: FinalStatus,
): Promise<LiveEvent> {
  const { withdrawal, bankName, accountNumber } = row;
  const amount = formatNaira(withdrawal.amountKobo);
  const notice: WithdrawalSettledEvent = {
    reference: withdrawal.reference,
    amount: withdrawal.amountKobo,
    status,
    bankName,
  };
  return tellParty(tx, {
    userId: withdrawal.userId,
    event: { type: 'withdrawal_settled', data: notice },
    mail: {
      subject: m.mailSubject[status](amount),
      text: m.mailText[status](amount, `${bankName} ${accountNumber}`),
      key: `withdrawal:${withdrawal.reference}:${status}`,
    },
  });
}

/**
 * Applies what the provider says of a withdrawal's transfer, in the caller's transaction,
 * exactly once whoever says it (the answer to POST /transfer, a webhook, the verify job),
 * however often: the withdrawal row is locked and a final state is never left, except that
 * a transfer that succeeded may still be reversed by the bank. Success posts the hold (the
 * money leaves the wallet for good); a failure voids it (the money is available again); a
 * reversal voids it, or after a success pays the amount back from the clearing account.
 * `otp` leaves the withdrawal for an operator, who finalises or refuses it at Paystack.
 */
export async function settleWithdrawal(
  tx: Database,
  reference: string,
  outcome: TransferOutcome,
  details: { transferCode?: string; failureReason?: string },
  log: FastifyBaseLogger,
): Promise<LiveEvent[]> {
  const row = await withdrawals.lockWithdrawal(tx, reference);
  if (!row) {
    log.warn({ reference }, 'transfer news for an unknown withdrawal');
    return [];
  }
  const { withdrawal } = row;
  if (details.transferCode) await withdrawals.recordTransferCode(tx, withdrawal.id, details.transferCode);
  switch (outcome) {
    case 'running':
      return [];
    case 'otp':
      if (withdrawal.status === 'pending') {
        await withdrawals.setStatus(tx, withdrawal.id, 'otp');
        log.warn(
          { reference, transferCode: details.transferCode ?? withdrawal.transferCode },
          'withdrawal transfer waits for an OTP: an operator must finalise or refuse it on Paystack',
        );
      }
      return [];
    case 'succeeded':
      if (FINAL.has(withdrawal.status)) return [];
      await resolvePending(tx, withdrawal.holdTransferId, 'post');
      break;
    case 'failed':
      if (FINAL.has(withdrawal.status)) return [];
      await resolvePending(tx, withdrawal.holdTransferId, 'void');
      break;
    case 'reversed':
      if (withdrawal.status === 'failed' || withdrawal.status === 'reversed') return [];
      if (withdrawal.status === 'succeeded') {
        const clearing = await systemAccount(tx, 'provider_clearing');
        const wallet = await walletAccount(tx, withdrawal.userId);
        await transfer(tx, {
          debitAccountId: clearing.id,
          creditAccountId: wallet.id,
          amountKobo: withdrawal.amountKobo,
          purpose: 'withdrawal_reversed',
          idempotencyKey: `withdrawal:${reference}:reversed`,
        });
      } else {
        await resolvePending(tx, withdrawal.holdTransferId, 'void');
      }
      break;
  }
  await withdrawals.setStatus(
    tx,
    withdrawal.id,
    outcome,
    outcome === 'succeeded' ? null : (details.failureReason ?? null),
  );
  log.info({ reference, status: outcome }, 'withdrawal settled');
  return [await notify(tx, row, outcome)];
}

const EVENT_OUTCOMES: Record<TransferEvent['event'], TransferOutcome> = {
  'transfer.success': 'succeeded',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};

/**
 * A verified `transfer.success`, `transfer.failed` or `transfer.reversed` webhook, for the
 * Paystack webhook route: settles the withdrawal of its reference once, and answers the live
 * events to publish after the commit (none for a repeat).
 */
export async function handleTransferEvent(
  db: Database,
  event: TransferEvent,
  log: FastifyBaseLogger,
): Promise<LiveEvent[]> {
  const { reference, transfer_code: transferCode, reason } = event.data;
  return db.transaction((tx) =>
    settleWithdrawal(
      tx,
      reference,
      EVENT_OUTCOMES[event.event],
      { transferCode, failureReason: event.event === 'transfer.success' ? undefined : (reason ?? event.event) },
      log,
    ),
  );
}

/**
 * Still pending some minutes after it was sent (the webhook lost, or POST /transfer never
 * answered): asks Paystack and settles it as the webhook would. Paystack knowing no such
 * transfer means POST /transfer never reached it, so the money goes back. One still running
 * fails the job, which the queue retries after its backoff; one waiting for an OTP or settled
 * meanwhile ends it.
 */
async function verifyWithdrawal(
  db: Database,
  transfers: PaystackTransfers,
  reference: string,
  log: FastifyBaseLogger,
): Promise<LiveEvent[]> {
  const current = await withdrawals.findForTransfer(db, reference);
  if (current?.status !== 'pending') return [];
  let outcome: TransferOutcome;
  let transferCode: string | undefined;
  try {
    const verified = await transfers.verifyTransfer(reference);
    outcome = transferOutcome(verified.status);
    transferCode = verified.transfer_code;
  } catch (error) {
    if (!(error instanceof PaystackError && error.status === 404)) throw error;
    outcome = 'failed';
  }
  if (outcome === 'running') throw new Error(`Paystack still reports withdrawal ${reference} as pending`);
  const failureReason =
    outcome === 'failed' && !transferCode ? 'Paystack has no transfer of this reference' : undefined;
  return db.transaction((tx) => settleWithdrawal(tx, reference, outcome, { transferCode, failureReason }, log));
}

/** The verify job, for the job runner: a call to Paystack, then its effect in a transaction of its own. */
export function withdrawalJobs({
  db,
  transfers,
  log,
  publish,
}: {
  db: Database;
  transfers: PaystackTransfers;
  log: FastifyBaseLogger;
  publish: (events: LiveEvent[]) => void;
}): JobHandlers {
  return {
    [VERIFY_WITHDRAWAL_JOB]: {
      outside: async (payload) =>
        publish(await verifyWithdrawal(db, transfers, (payload as VerifyWithdrawalPayload).reference, log)),
    },
  };
}
