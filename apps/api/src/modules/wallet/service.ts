import {
  WALLET_HISTORY_LIMIT,
  type WalletBalance,
  type WalletEntry,
  type WalletHistory,
} from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import {
  accountById,
  availableKobo,
  findSellerDebtAccount,
  movementsOf,
  owedKobo,
  walletAccount,
  type LedgerTransfer,
  type Movement,
} from './repository';

/**
 * Where one movement stands: a hold and the transfer that paid or released it are one
 * movement, so a list shows the hold once, as held, paid or released, and never its
 * resolution beside it. The wallet history and the console's money lists read it here.
 */
export function movementStatus(
  phase: LedgerTransfer['phase'],
  resolvedAs: LedgerTransfer['phase'] | null | undefined,
): WalletEntry['status'] {
  if (phase !== 'pending') return 'completed';
  if (resolvedAs === 'post_pending') return 'paid';
  if (resolvedAs === 'void_pending') return 'released';
  return 'held';
}

/**
 * One line of the history, from the wallet's side. Money in counts once it is posted; money
 * out counts from the moment it is held, stays counted when the hold is paid, and stops
 * counting when it is released. So the lines add up to the available balance, and the holds
 * not yet resolved to the held balance, however a hold ends.
 */
function entryOf(walletId: string, { transfer, resolvedAs, resolvedAt }: Movement): WalletEntry {
  const isHold = transfer.phase === 'pending';
  const status = movementStatus(transfer.phase, resolvedAs);
  const moneyIn = transfer.creditAccountId === walletId;
  const counts = moneyIn ? status === 'completed' || status === 'paid' : status !== 'released';
  return {
    id: transfer.id,
    purpose: transfer.purpose,
    amount: counts ? (moneyIn ? transfer.amountKobo : -transfer.amountKobo) : 0,
    held: !moneyIn && status === 'held' ? transfer.amountKobo : 0,
    holdAmount: isHold ? transfer.amountKobo : null,
    status,
    createdAt: transfer.createdAt.toISOString(),
    settledAt: resolvedAt?.toISOString() ?? null,
  };
}

export function createWalletService({ db }: { db: Database }) {
  /**
   * The wallet's newest movements, and what the older ones add up to, read in one snapshot
   * so a movement committed meanwhile cannot make the lines and the balances disagree.
   */
  const historyOfAccount = (id: string): Promise<WalletHistory> =>
    db.transaction(
      async (tx) => {
        const account = await accountById(tx, id);
        const rows = await movementsOf(tx, id, WALLET_HISTORY_LIMIT + 1);
        const items = rows.slice(0, WALLET_HISTORY_LIMIT).map((row) => entryOf(id, row));
        if (rows.length <= WALLET_HISTORY_LIMIT) return { items, earlier: null };
        const sum = (pick: (entry: WalletEntry) => number) => items.reduce((total, entry) => total + pick(entry), 0);
        return {
          items,
          earlier: {
            available: availableKobo(account) - sum((entry) => entry.amount),
            held: account.debitsPending - sum((entry) => entry.held),
          },
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

  return {
    async balance(userId: string): Promise<WalletBalance> {
      const account = await walletAccount(db, userId);
      const debt = await findSellerDebtAccount(db, userId);
      const owed = debt ? owedKobo(debt) : 0;
      return {
        available: availableKobo(account),
        held: account.debitsPending,
        ...(owed > 0 ? { owed } : {}),
        currency: 'NGN',
      };
    },

    async history(userId: string): Promise<WalletHistory> {
      return historyOfAccount((await walletAccount(db, userId)).id);
    },

    /** A wallet account's history by its id: the console reads a user's without opening a wallet for them. */
    historyOfAccount,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
