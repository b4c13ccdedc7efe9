import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sellerVerificationMessages } from '@naijabid/shared/messages/seller-verification';
import { bankAccountMessages, withdrawalMessages as m } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import { nameMatchesPerson } from '@naijabid/shared/person-name';
import type { Withdrawal, WithdrawalLimits } from '@naijabid/shared/schemas/withdrawals';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findBankAccount } from '../../modules/bank-accounts/repository';
import {
  InsufficientFundsError,
  lockAccounts,
  systemAccount,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';
import { findVerifiedSeller } from '../../modules/seller-verification/repository';
import { fullName } from '../../modules/seller-verification/service';
import * as withdrawals from '../../modules/withdrawals/repository';
import { toWithdrawal, type WithdrawalRequest } from '../../modules/withdrawals/service';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob } from '../../plugins/job-queue';
import { PaystackError } from '../../paystack/http';
import { transferOutcome, type PaystackTransfers } from '../../paystack/transfers';
import { settleWithdrawal, VERIFY_WITHDRAWAL_JOB, type VerifyWithdrawalPayload } from './settle-withdrawal';

/** Ours, and Paystack's idempotency key for the transfer: 28 characters of a-z 0-9 _. */
function newWithdrawalReference(): string {
  return `nbw_${randomBytes(12).toString('hex')}`;
}

function amountRefusal(code: 'validation' | 'withdrawal_limit_reached', message: string): AppError {
  return new AppError(code, message, { fieldErrors: { amount: message } });
}

export interface WithdrawalSettings {
  limitsKobo: WithdrawalLimits;
  verifyAfterSeconds: number;
  /** A withdrawal over this needs a verified seller (whose every withdrawal goes to an account in their verified name). */
  verifiedSellerAboveKobo: number;
}

/**
 * A verified seller's every withdrawal goes only to an account the bank names as them (case,
 * word order and middle names do not count: shared/person-name.ts), so whoever takes over the
 * account cannot send the money elsewhere, however small the amount; a withdrawal over the
 * threshold needs a verified seller. Both are refusals the user can act on: 422.
 */
async function requireTrustedPayee(
  tx: Database,
  userId: string,
  { accountName, amountKobo, thresholdKobo }: { accountName: string; amountKobo: number; thresholdKobo: number },
) {
  const verified = await findVerifiedSeller(tx, userId);
  if (!verified) {
    if (amountKobo <= thresholdKobo) return;
    const message = sellerVerificationMessages.withdrawalNeedsVerification(thresholdKobo);
    throw new AppError('seller_not_verified', message, { fieldErrors: { amount: message } });
  }
  if (!nameMatchesPerson(accountName, verified))
    throw new AppError(
      'payout_name_mismatch',
      sellerVerificationMessages.payoutNameMismatch(accountName, fullName(verified)),
    );
}

/**
 * Holds the amount and records the withdrawal, in one transaction under the wallet's lock:
 * the hold is a pending transfer from the wallet to the provider's clearing account, which
 * the ledger refuses beyond what is available, and the day's total is read under the same
 * lock, so racing withdrawals can pass neither limit together. The job that verifies the
 * transfer if no webhook settles it is scheduled in the same transaction. The answer is
 * stored with the user's Idempotency-Key; a replay gets it and nothing moves.
 */
export async function holdWithdrawal(
  db: Database,
  request: WithdrawalRequest,
  { limitsKobo, verifyAfterSeconds, verifiedSellerAboveKobo }: WithdrawalSettings,
): Promise<{ withdrawal: Withdrawal; created: boolean }> {
  const { userId, amountKobo, bankAccountId, idempotencyKey } = request;
  if (amountKobo < limitsKobo.min) throw amountRefusal('validation', m.tooSmall(formatNaira(limitsKobo.min)));
  if (amountKobo > limitsKobo.max) throw amountRefusal('validation', m.tooLarge(formatNaira(limitsKobo.max)));
  return db.transaction(async (tx) => {
    const wallet = await walletAccount(tx, userId);
    const clearing = await systemAccount(tx, 'provider_clearing');
    await lockAccounts(tx, [wallet.id, clearing.id]);
    // Read under the wallet's lock: a racing request with the same key has committed by now.
    const earlier = await withdrawals.findByIdempotencyKey(tx, userId, idempotencyKey);
    if (earlier) {
      if (earlier.amountKobo !== amountKobo || earlier.bankAccountId !== bankAccountId)
        throw new AppError('idempotency_key_reused', m.keyReused);
      return { withdrawal: earlier.answer as Withdrawal, created: false };
    }
    const account = await findBankAccount(tx, userId, bankAccountId);
    if (!account) throw new AppError('not_found', bankAccountMessages.bankAccountNotFound);
    await requireTrustedPayee(tx, userId, {
      accountName: account.accountName,
      amountKobo,
      thresholdKobo: verifiedSellerAboveKobo,
    });
    const withdrawnKobo = await withdrawals.withdrawnInLastDay(tx, userId);
    if (withdrawnKobo + amountKobo > limitsKobo.perDay) {
      const leftKobo = Math.max(limitsKobo.perDay - withdrawnKobo, 0);
      throw amountRefusal(
        'withdrawal_limit_reached',
        m.dailyLimitReached(formatNaira(limitsKobo.perDay), formatNaira(leftKobo)),
      );
    }
    const reference = newWithdrawalReference();
    let hold;
    try {
      hold = await transfer(tx, {
        debitAccountId: wallet.id,
        creditAccountId: clearing.id,
        amountKobo,
        purpose: 'withdrawal',
        pending: true,
        idempotencyKey: `withdrawal:${reference}`,
      });
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      const message = m.insufficientFunds(formatNaira(error.availableKobo));
      throw new AppError('insufficient_funds', message, {
        fieldErrors: { amount: message },
        shortByKobo: error.neededKobo - error.availableKobo,
      });
    }
    const row = await withdrawals.insertWithdrawal(tx, {
      userId,
      bankAccountId,
      amountKobo,
      reference,
      idempotencyKey,
      holdTransferId: hold.id,
    });
    const withdrawal = toWithdrawal(row, account);
    await withdrawals.storeAnswer(tx, row.id, withdrawal);
    const payload: VerifyWithdrawalPayload = { reference };
    await scheduleJob(tx, {
      kind: VERIFY_WITHDRAWAL_JOB,
      payload,
      runAt: new Date(Date.now() + verifyAfterSeconds * 1000),
      dedupeKey: `withdrawal:${reference}:verify`,
    });
    return { withdrawal, created: true };
  });
}

/**
 * Asks Paystack to send a held withdrawal, after its transaction committed (a call to the
 * provider never holds a transaction open). Its answer may already settle it (`otp`, or a
 * refusal, which returns the money); with no answer (a timeout, a 5xx, a 429) the transfer
 * may or may not exist, so it is left pending for the webhook or the verify job.
 */
export async function sendWithdrawal(
  db: Database,
  transfers: PaystackTransfers,
  reference: string,
  log: FastifyBaseLogger,
): Promise<LiveEvent[]> {
  const withdrawal = await withdrawals.findForTransfer(db, reference);
  if (!withdrawal) throw new Error(`Withdrawal ${reference} does not exist`);
  try {
    const sent = await transfers.initiateTransfer({
      amountKobo: withdrawal.amountKobo,
      recipientCode: withdrawal.recipientCode,
      reference,
      reason: 'NaijaBid wallet withdrawal',
    });
    return await db.transaction((tx) =>
      settleWithdrawal(tx, reference, transferOutcome(sent.status), { transferCode: sent.transfer_code }, log),
    );
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
    if (!refused) {
      log.warn({ reference, err: error }, 'Paystack did not answer a withdrawal transfer; the verify job settles it');
      return [];
    }
    log.warn({ reference, status: error.status, reason: error.message }, 'Paystack refused a withdrawal transfer');
    return db.transaction((tx) => settleWithdrawal(tx, reference, 'failed', { failureReason: error.message }, log));
  }
}

/**
 * POST /wallet/withdrawals: holds and records the withdrawal, then, for a new one, asks
 * Paystack to send it. Answers the withdrawal as first recorded (a replay gets the same) and
 * the live events its transfer's answer made, to publish.
 */
export async function requestWithdrawal(
  db: Database,
  transfers: PaystackTransfers,
  request: WithdrawalRequest,
  settings: WithdrawalSettings,
  log: FastifyBaseLogger,
): Promise<{ withdrawal: Withdrawal; events: LiveEvent[] }> {
  const { withdrawal, created } = await holdWithdrawal(db, request, settings);
  const events = created ? await sendWithdrawal(db, transfers, withdrawal.reference, log) : [];
  return { withdrawal, events };
}
