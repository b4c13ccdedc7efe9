import type { WalletEntry } from '@naijabid/shared/schemas/wallet';

/**
 * The deposit the user left to pay, remembered across the trip to the payment page (same
 * tab, so session storage). The history does not name a deposit's reference, so its credit
 * is recognised as a posted deposit of the same amount that was not there before leaving.
 */
export interface PendingDeposit {
  reference: string;
  /** Kobo. */
  amount: number;
  /** Deposit entries already in the history when the user left; null if it had not loaded. */
  earlierDepositIds: string[] | null;
}

const STORAGE_KEY = 'naijabid:pending-deposit';

/**
 * Storage can be full or switched off (private browsing on some phones); the deposit still
 * works then, and its credit is recognised from the live event alone.
 */
function withStorage<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function rememberDeposit(deposit: PendingDeposit): void {
  withStorage(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(deposit)), undefined);
}

export function recallDeposit(reference: string): PendingDeposit | undefined {
  return withStorage(() => {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PendingDeposit | null;
    return stored?.reference === reference && Number.isSafeInteger(stored.amount) ? stored : undefined;
  }, undefined);
}

export function forgetDeposit(): void {
  withStorage(() => sessionStorage.removeItem(STORAGE_KEY), undefined);
}

export function depositEntryIds(entries: readonly WalletEntry[]): string[] {
  return entries.filter((entry) => entry.purpose === 'deposit').map((entry) => entry.id);
}

export function isCreditedIn(deposit: PendingDeposit, entries: readonly WalletEntry[]): boolean {
  const earlier = deposit.earlierDepositIds;
  if (!earlier) return false;
  return entries.some(
    (entry) => entry.purpose === 'deposit' && entry.phase === 'posted' && entry.amount === deposit.amount && !earlier.includes(entry.id),
  );
}
