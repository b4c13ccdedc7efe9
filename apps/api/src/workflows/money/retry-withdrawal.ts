import type { FastifyBaseLogger } from 'fastify';
import { adminMoneyMessages as m } from '@naijabid/shared/messages/admin-money';
import type { Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordOperatorAction } from '../../modules/admin/repository';
import * as withdrawals from '../../modules/withdrawals/repository';
import { isRetryable } from '../../modules/withdrawals/service';
import type { PaystackTransfers } from '../../paystack/transfers';
import type { LiveEvent } from '../../plugins/event-bus';
import { holdWithdrawal, sendWithdrawal, type WithdrawalSettings } from './withdraw';

export interface RetryWithdrawalRequest {
  withdrawalId: string;
  operatorId: string;
  reason: string;
}

/**
 * An operator sends a failed or reversed withdrawal again (docs/product.md#operator-console).
 * Its money is already back in the wallet, so a retry is a new withdrawal of the same amount
 * to the same bank account under the user's own rules (limits, the balance available now),
 * held and written to the audit log in one transaction under the old withdrawal's lock, then
 * sent like any other. Its Idempotency-Key names the old withdrawal, so there is one retry
 * of each, however often the button is pressed.
 */
export async function retryWithdrawal(
  db: Database,
  transfers: PaystackTransfers,
  request: RetryWithdrawalRequest,
  settings: WithdrawalSettings,
  log: FastifyBaseLogger,
): Promise<{ withdrawal: Withdrawal; events: LiveEvent[] }> {
  const withdrawal = await db.transaction(async (tx) => {
    const reference = await withdrawals.referenceOf(tx, request.withdrawalId);
    const locked = reference ? await withdrawals.lockWithdrawal(tx, reference) : undefined;
    if (!locked) throw new AppError('not_found', m.withdrawalNotFound);
    const original = locked.withdrawal;
    const key = withdrawals.retryKeyOf(original.id);
    const earlier = await withdrawals.findByIdempotencyKey(tx, original.userId, key);
    if (!isRetryable(original.status, earlier?.reference ?? null))
      throw new AppError('withdrawal_not_retryable', m.notRetryable);
    const { withdrawal: retry } = await holdWithdrawal(
      tx,
      {
        userId: original.userId,
        bankAccountId: original.bankAccountId,
        amountKobo: original.amountKobo,
        idempotencyKey: key,
      },
      settings,
    );
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'withdrawal.retry',
      recordType: 'withdrawal',
      recordId: original.id,
      reason: request.reason,
      details: { reference: original.reference, retryReference: retry.reference, amountKobo: original.amountKobo },
    });
    return retry;
  });
  return { withdrawal, events: await sendWithdrawal(db, transfers, withdrawal.reference, log) };
}
