import type { FastifyBaseLogger } from 'fastify';
import { depositMailMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { DepositCreditedEvent } from '@naijabid/shared/schemas/live';
import type { Database } from '../../db/client';
import type { PaidCharge } from '../../modules/deposits/provider';
import {
  findVirtualAccountOfCustomer,
  insertDepositOnce,
  lockDeposit,
  markSucceeded,
  type DepositRow,
} from '../../modules/deposits/repository';
import type { CreditOutcome } from '../../modules/deposits/service';
import type { LiveEvent } from '../../plugins/event-bus';
import { systemAccount, transfer, walletAccount } from '../../modules/wallet/repository';
import { DEDICATED_ACCOUNT_CHANNEL } from '../../paystack/transactions';
import { schedulePaymentAfterDeposit } from '../orders/pay-after-deposit';
import { tellParty } from '../notices/tell-party';

/**
 * Credits the wallet for a charge the provider says succeeded (its signed webhook or its
 * answer to verify): a transfer into a user's own account number, or a deposit we started.
 */
export function creditCharge(
  db: Database,
  charge: PaidCharge,
  log: FastifyBaseLogger,
  providerName: string,
): Promise<CreditOutcome> {
  return charge.channel === DEDICATED_ACCOUNT_CHANNEL
    ? creditVirtualAccountTransfer(db, charge, log, providerName)
    : creditDeposit(db, charge, log, providerName);
}

/**
 * Credits a deposit we started, exactly once per provider reference: the deposit row is
 * locked, a credited deposit is left alone, and the ledger transfer carries the reference as
 * its idempotency key as a second guard. A charge whose amount or currency differs from what
 * we asked for credits nothing and is logged for support, and so does one reported by
 * `providerName` for a deposit started with another provider: only the provider that took
 * the payment can vouch for it. A deposit marked failed is still credited: the provider's
 * word that it was paid after all is the last word, and the money is in our account.
 */
export async function creditDeposit(
  db: Database,
  charge: PaidCharge,
  log: FastifyBaseLogger,
  providerName: string,
): Promise<CreditOutcome> {
  return db.transaction(async (tx) => {
    const deposit = await lockDeposit(tx, charge.reference);
    if (!deposit) {
      log.warn({ reference: charge.reference }, 'payment event for an unknown deposit');
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
    if (charge.amountKobo !== deposit.amountKobo || charge.currency !== 'NGN') {
      log.warn(
        {
          reference: deposit.reference,
          expected: deposit.amountKobo,
          got: charge.amountKobo,
          currency: charge.currency,
        },
        'payment amount or currency mismatch',
      );
      return { outcome: 'ignored' };
    }
    return { outcome: 'credited', events: [await creditPaidDeposit(tx, deposit, charge.channel)] };
  });
}

/**
 * A transfer into a user's own account number: the provider names its customer, which names
 * the user, and its reference (the provider's own) becomes the deposit's, so the transfer is
 * recorded and credited once however often its event arrives, even several at once (the
 * second insert waits for the first to commit, then finds it).
 */
async function creditVirtualAccountTransfer(
  db: Database,
  charge: PaidCharge,
  log: FastifyBaseLogger,
  providerName: string,
): Promise<CreditOutcome> {
  const account = charge.customerCode
    ? await findVirtualAccountOfCustomer(db, providerName, charge.customerCode)
    : undefined;
  if (!account || charge.currency !== 'NGN') {
    log.warn(
      { reference: charge.reference, customerCode: charge.customerCode, currency: charge.currency },
      'bank transfer for no account of ours, or not in naira',
    );
    return { outcome: 'ignored' };
  }
  return db.transaction(async (tx) => {
    await insertDepositOnce(tx, {
      userId: account.userId,
      reference: charge.reference,
      provider: providerName,
      amountKobo: charge.amountKobo,
      channel: DEDICATED_ACCOUNT_CHANNEL,
    });
    const deposit = (await lockDeposit(tx, charge.reference))!;
    if (
      deposit.userId !== account.userId ||
      deposit.provider !== providerName ||
      deposit.amountKobo !== charge.amountKobo
    ) {
      log.warn({ reference: charge.reference }, 'bank transfer reference already names another deposit');
      return { outcome: 'ignored' };
    }
    if (deposit.status === 'succeeded') return { outcome: 'already_credited' };
    return { outcome: 'credited', events: [await creditPaidDeposit(tx, deposit, charge.channel)] };
  });
}

/**
 * Credits a deposit its provider has been paid for, in the caller's transaction, which has
 * checked it is not credited yet: the money moves from the provider's clearing account with
 * the deposit's reference as the transfer's idempotency key, the deposit is marked succeeded
 * with how it was paid, a deposit made to pay an order schedules that payment, and the owner
 * is mailed (money mail always goes). Answers the owner's live notice.
 */
export async function creditPaidDeposit(
  tx: Database,
  deposit: DepositRow,
  channel: string | null = deposit.channel,
): Promise<LiveEvent> {
  const clearing = await systemAccount(tx, 'provider_clearing');
  const wallet = await walletAccount(tx, deposit.userId);
  const credit = await transfer(tx, {
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amountKobo: deposit.amountKobo,
    purpose: 'deposit',
    idempotencyKey: `deposit:${deposit.provider}:${deposit.reference}`,
  });
  await markSucceeded(tx, deposit.id, credit.id, channel);
  if (deposit.paysOrderId) await schedulePaymentAfterDeposit(tx, deposit);
  const amount = formatNaira(deposit.amountKobo);
  const notice: DepositCreditedEvent = { reference: deposit.reference, amount: deposit.amountKobo };
  return tellParty(tx, {
    userId: deposit.userId,
    event: { type: 'deposit_credited', data: notice },
    mail: {
      subject: depositMailMessages.creditedSubject(amount),
      text: depositMailMessages.creditedText(amount),
      key: `deposit:${deposit.id}:mail-credited`,
    },
  });
}
