import { ADMIN_WITHDRAWALS_SHOWN, type AdminWithdrawal } from '@naijabid/shared/schemas/admin-money';
import type { Withdrawal, WithdrawalLimits, WithdrawalStatus } from '@naijabid/shared/schemas/withdrawals';
import type { Database } from '../../db/client';
import * as repository from './repository';

/** A withdrawal as the user asked for it (workflows/money/withdraw.ts makes it). */
export interface WithdrawalRequest {
  userId: string;
  bankAccountId: string;
  amountKobo: number;
  idempotencyKey: string;
}

/** The answer's shape of a withdrawal, from its row and its bank account. */
export function toWithdrawal(
  withdrawal: repository.WithdrawalRow,
  account: { bankName: string; accountNumber: string; accountName: string },
): Withdrawal {
  return {
    id: withdrawal.id,
    reference: withdrawal.reference,
    amount: withdrawal.amountKobo,
    status: withdrawal.status,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    createdAt: withdrawal.createdAt.toISOString(),
    settledAt: withdrawal.settledAt?.toISOString() ?? null,
  };
}

/** A withdrawal whose money is back in the wallet: an operator may send it again, once. */
export function isRetryable(status: WithdrawalStatus, retriedAs: string | null): boolean {
  return (status === 'failed' || status === 'reversed') && retriedAs === null;
}

export function createWithdrawalService({ db, limitsKobo }: { db: Database; limitsKobo: WithdrawalLimits }) {
  return {
    limits: (): WithdrawalLimits => limitsKobo,

    /** The user's newest withdrawals with where each went and how it stands. */
    async list(userId: string): Promise<Withdrawal[]> {
      const rows = await repository.listWithdrawals(db, userId);
      return rows.map(({ withdrawal, ...account }) => toWithdrawal(withdrawal, account));
    },

    /** Everyone's newest withdrawals with what the provider said, for the operator console. */
    async everyones(status: WithdrawalStatus | undefined): Promise<AdminWithdrawal[]> {
      const rows = await repository.everyonesWithdrawals(db, status, ADMIN_WITHDRAWALS_SHOWN);
      return rows.map(({ withdrawal, user, bankName, accountNumber, retriedAs }) => ({
        id: withdrawal.id,
        reference: withdrawal.reference,
        user: { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email },
        amount: withdrawal.amountKobo,
        status: withdrawal.status,
        bankName,
        accountNumber,
        transferCode: withdrawal.transferCode,
        failureReason: withdrawal.failureReason,
        createdAt: withdrawal.createdAt.toISOString(),
        settledAt: withdrawal.settledAt?.toISOString() ?? null,
        retriedAs,
        retryable: isRetryable(withdrawal.status, retriedAs),
      }));
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
