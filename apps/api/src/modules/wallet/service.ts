import type { WalletBalance, WalletEntry } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { availableKobo, transfersOf, walletAccount } from './repository';

const HISTORY_LIMIT = 100;

export function createWalletService({ db }: { db: Database }) {
  return {
    async balance(userId: string): Promise<WalletBalance> {
      const account = await walletAccount(db, userId);
      return { available: availableKobo(account), held: account.debitsPending, currency: 'NGN' };
    },

    /** The wallet's newest moves, signed from the wallet's side: money in is positive. */
    async history(userId: string): Promise<WalletEntry[]> {
      const account = await walletAccount(db, userId);
      const rows = await transfersOf(db, account.id, HISTORY_LIMIT);
      return rows.map(({ transfer, resolved }) => ({
        id: transfer.id,
        purpose: transfer.purpose,
        amount: transfer.creditAccountId === account.id ? transfer.amountKobo : -transfer.amountKobo,
        phase: transfer.phase,
        resolved,
        createdAt: transfer.createdAt.toISOString(),
      }));
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
