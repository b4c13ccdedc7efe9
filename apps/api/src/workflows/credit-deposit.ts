import type { FastifyBaseLogger } from 'fastify';
import type { DepositCreditedEvent } from '@naijabid/shared/schemas/live';
import type { Database } from '../db/client';
import type { ChargeEvent } from '../modules/deposits/provider';
import { lockDeposit, markSucceeded, type DepositRow } from '../modules/deposits/repository';
import type { CreditOutcome } from '../modules/deposits/service';
import { appendEvent, userChannel } from '../modules/live/repository';
import type { LiveEvent } from '../plugins/event-bus';
import { systemAccount, transfer, walletAccount } from '../modules/wallet/repository';
import { schedulePaymentAfterDeposit } from './pay-after-deposit';

/**
 * Credits the wallet for a verified `charge.success`, exactly once per provider reference:
 * the deposit row is locked, a credited deposit is left alone, and the ledger transfer
 * carries the reference as its idempotency key as a second guard. An event whose amount or
 * currency differs from what we asked for credits nothing and is logged for support, and
 * so does one verified by `providerName` for a deposit started with another provider: only
 * the provider that took the payment can vouch for it. A deposit made to pay an order
 * schedules that payment in the same transaction.
 */
export async function creditDeposit(
  db: Database,
  event: ChargeEvent,
  log: FastifyBaseLogger,
  providerName: string,
): Promise<CreditOutcome> {
  if (event.event !== 'charge.success' || event.data.status !== 'success') return { outcome: 'ignored' };
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, event.data.reference);
    if (!deposit) {
      log.warn({ reference: event.data.reference }, 'payment event for an unknown deposit');
      return { outcome: 'ignored' };
    }
    if (deposit.provider !== providerName) {
      log.warn(
        { reference: deposit.reference, expected: deposit.provider, got: providerName },
        'payment event from another provider',
      );
      return { outcome: 'ignored' };
    }
    if (deposit.status === 'succeeded') return { outcome: 'already_credited' };
    if (event.data.amount !== deposit.amountKobo || event.data.currency !== 'NGN') {
      log.warn(
        { reference: deposit.reference, expected: deposit.amountKobo, got: event.data.amount },
        'payment amount mismatch',
      );
      return { outcome: 'ignored' };
    }
    return { outcome: 'credited', events: [await creditPaidDeposit(tx, deposit)] };
  });
}

/**
 * Credits a deposit its provider has been paid for, in the caller's transaction, which has
 * checked it is not credited yet: the money moves from the provider's clearing account with
 * the deposit's reference as the transfer's idempotency key, the deposit is marked succeeded,
 * and a deposit made to pay an order schedules that payment. Answers the owner's live notice.
 */
export async function creditPaidDeposit(tx: Database, deposit: DepositRow): Promise<LiveEvent> {
  const clearing = await systemAccount(tx, 'provider_clearing');
  const wallet = await walletAccount(tx, deposit.userId);
  const credit = await transfer(tx, {
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amountKobo: deposit.amountKobo,
    purpose: 'deposit',
    idempotencyKey: `deposit:${deposit.provider}:${deposit.reference}`,
  });
  await markSucceeded(tx, deposit.id, credit.id);
  if (deposit.paysOrderId) await schedulePaymentAfterDeposit(tx, deposit);
  const notice: DepositCreditedEvent = { reference: deposit.reference, amount: deposit.amountKobo };
  return appendEvent(tx, userChannel(deposit.userId), 'deposit_credited', notice);
}
