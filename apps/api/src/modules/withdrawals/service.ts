import type { Withdrawal, WithdrawalLimits } from '@naijabid/shared/schemas/withdrawals';
import type { Database } from '../../db/client';
import * as repository from './repository';

/** A withdrawal as the user asked for it (workflows/withdraw.ts makes it). */
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

export function createWithdrawalService({ db, limitsKobo }: { db: Database; limitsKobo: WithdrawalLimits }) {
  return {
    limits: (): WithdrawalLimits => limitsKobo,

    /** The user's newest withdrawals with where each went and how it stands. */
    async list(userId: string): Promise<Withdrawal[]> {
      const rows = await repository.listWithdrawals(db, userId);
      return rows.map(({ withdrawal, ...account }) => toWithdrawal(withdrawal, account));
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
