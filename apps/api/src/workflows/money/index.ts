import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { PaidCharge, PaymentProvider } from '../../modules/deposits/provider';
import type { WithdrawalRequest } from '../../modules/withdrawals/service';
import { transferEventSchema, type PaystackTransfers } from '../../paystack/transfers';
import type { LiveEvent } from '../../plugins/event-bus';
import type { JobHandlers } from '../../plugins/job-queue';
import { cancelDeposit, checkDeposit, depositCheckJobs } from './check-deposit';
import { creditCharge } from './credit-deposit';
import { retryWithdrawal, type RetryWithdrawalRequest } from './retry-withdrawal';
import { handleTransferEvent, withdrawalJobs } from './settle-withdrawal';
import { requestWithdrawal, type WithdrawalSettings } from './withdraw';

export interface MoneyWiring {
  db: Database;
  provider: PaymentProvider;
  transfers: PaystackTransfers;
  log: FastifyBaseLogger;
  publish: (events: LiveEvent[]) => void;
}

/** The deposits' steps, for the deposit routes and the provider's webhooks. */
export function depositSteps({ db, provider, publish }: MoneyWiring) {
  return {
    creditCharge: (charge: PaidCharge, requestLog: FastifyBaseLogger) =>
      creditCharge(db, charge, requestLog, provider.name),
    checkDeposit: (reference: string, requestLog: FastifyBaseLogger) =>
      checkDeposit(db, provider, reference, requestLog),
    cancelDeposit: (deposit: { reference: string; provider: string }, requestLog: FastifyBaseLogger) =>
      cancelDeposit(db, provider, deposit, requestLog),
    onTransferEvent: async (event: unknown, requestLog: FastifyBaseLogger) => {
      const transfer = transferEventSchema.safeParse(event);
      if (!transfer.success) throw new AppError('validation', transfer.error.issues[0]!.message);
      publish(await handleTransferEvent(db, transfer.data, requestLog));
    },
  };
}

/** The withdrawals' steps, for the user's and the operator's routes; each publishes its transfer's events. */
export function withdrawalSteps({ db, transfers, log, publish }: MoneyWiring, settings: WithdrawalSettings) {
  return {
    requestWithdrawal: async (request: WithdrawalRequest) => {
      const { withdrawal, events } = await requestWithdrawal(db, transfers, request, settings, log);
      publish(events);
      return withdrawal;
    },
    retryWithdrawal: async (request: RetryWithdrawalRequest) => {
      const { withdrawal, events } = await retryWithdrawal(db, transfers, request, settings, log);
      publish(events);
      return withdrawal;
    },
  };
}

/** The checks of pending deposits and withdrawals with the provider, for the job runner. */
export function moneyJobHandlers(wiring: MoneyWiring): JobHandlers {
  return { ...withdrawalJobs(wiring), ...depositCheckJobs(wiring) };
}
