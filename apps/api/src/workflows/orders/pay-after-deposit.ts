import type { FastifyBaseLogger } from 'fastify';
import { deliveryChoiceSchema } from '@naijabid/shared/schemas/pay-requests';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findDepositById, type DepositRow } from '../../modules/deposits/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob, type JobHandlers } from '../../plugins/job-queue';
import { payOrder } from './pay-order';

export const PAY_AFTER_DEPOSIT_JOB = 'order_pay_after_deposit';

interface PayAfterDepositPayload {
  depositId: string;
}

/**
 * Called in the transaction that credits a deposit made to pay an order: the payment follows
 * as a job of its own, once per deposit however often the provider repeats its event.
 */
export async function schedulePaymentAfterDeposit(tx: Database, deposit: DepositRow): Promise<void> {
  const payload: PayAfterDepositPayload = { depositId: deposit.id };
  await scheduleJob(tx, {
    kind: PAY_AFTER_DEPOSIT_JOB,
    payload,
    runAt: new Date(),
    dedupeKey: `deposit:${deposit.id}:pay-order`,
  });
}

/**
 * Pays the order from the wallet the deposit has just filled, as its buyer would, with the
 * delivery they chose when depositing. The deposit's id is the payment's idempotency key.
 * A refusal (the deadline passed, the order is paid already, the wallet is still short) is
 * an answer, not a failure: the money stays in the wallet, the buyer can use it as they like,
 * and the job ends without retrying.
 */
async function payAfterDeposit(tx: Database, depositId: string, log: FastifyBaseLogger): Promise<LiveEvent[]> {
  const deposit = await findDepositById(tx, depositId);
  if (!deposit?.paysOrderId) throw new Error(`Deposit ${depositId} pays no order`);
  const request = {
    orderId: deposit.paysOrderId,
    buyerId: deposit.userId,
    idempotencyKey: `deposit:${deposit.id}`,
    delivery: deliveryChoiceSchema.parse(deposit.paysOrderDelivery),
  };
  try {
    return (await payOrder(tx, request)).events;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.info(
      { depositId, orderId: deposit.paysOrderId, code: error.code },
      'a deposit credited to pay an order did not pay it; the money stays in the wallet',
    );
    return [];
  }
}

/** The job that pays an order after its deposit, for the job runner. */
export function depositJobs({ log }: { log: FastifyBaseLogger }): JobHandlers {
  return {
    [PAY_AFTER_DEPOSIT_JOB]: {
      inTransaction: (tx, payload) => payAfterDeposit(tx, (payload as PayAfterDepositPayload).depositId, log),
    },
  };
}
