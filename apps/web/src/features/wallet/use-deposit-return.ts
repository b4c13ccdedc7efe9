import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DepositCreditedEvent } from '@naijabid/shared/schemas/live';
import type { WalletEntry } from '@naijabid/shared/schemas/wallet';
import { forgetDeposit, isCreditedIn, recallDeposit, type PendingDeposit } from './pending-deposit';

/** What the payment page's redirect says (`/wallet?deposit=...&reference=...`). */
const OUTCOMES = ['success', 'pending', 'failed'] as const;
type DepositOutcome = (typeof OUTCOMES)[number];

export interface DepositNotice {
  outcome: DepositOutcome;
  reference: string;
  /** Kobo, once the wallet is credited. */
  creditedAmount?: number;
}

/**
 * The credit normally arrives as a live event, but one committed between the page's first
 * read and its event stream opening would be missed; the webhook may also come late or the
 * stream be cut by a proxy. So while waiting, the wallet is read again now and then, for a
 * minute at most; after that the live event alone will show the credit.
 */
export const DEPOSIT_RECHECK = { intervalMs: 5_000, times: 12 } as const;

function readNotice(params: URLSearchParams): { notice: DepositNotice; pending?: PendingDeposit } | null {
  const outcome = OUTCOMES.find((value) => value === params.get('deposit'));
  const reference = params.get('reference');
  if (!outcome || !reference) return null;
  return { notice: { outcome, reference }, pending: outcome === 'failed' ? undefined : recallDeposit(reference) };
}

/**
 * The return from the payment page: which banner to show, and when the wallet has been
 * credited (a live event naming the reference, or the credit found in the history). The
 * query is taken off the address so a reload does not announce the payment again.
 */
export function useDepositReturn(entries: readonly WalletEntry[] | undefined, refresh: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => readNotice(searchParams));
  const [notice, setNotice] = useState<DepositNotice | null>(initial?.notice ?? null);
  const pending = initial?.pending;
  const waiting = notice !== null && notice.outcome !== 'failed' && notice.creditedAmount === undefined;

  useEffect(() => {
    if (!searchParams.has('deposit')) return;
    const cleaned = new URLSearchParams(searchParams);
    cleaned.delete('deposit');
    cleaned.delete('reference');
    setSearchParams(cleaned, { replace: true });
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (notice?.outcome === 'failed') forgetDeposit();
  }, [notice?.outcome]);

  const markCredited = useCallback((amount: number) => {
    forgetDeposit();
    setNotice((current) => (current ? { ...current, creditedAmount: amount } : current));
  }, []);

  useEffect(() => {
    if (waiting && pending && entries && isCreditedIn(pending, entries)) markCredited(pending.amount);
  }, [waiting, pending, entries, markCredited]);

  useEffect(() => {
    if (!waiting) return;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      if (times >= DEPOSIT_RECHECK.times) clearInterval(timer);
      refresh();
    }, DEPOSIT_RECHECK.intervalMs);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  /** Takes a live credit: the banner settles if it is the deposit this page is waiting for. */
  const creditArrived = useCallback(
    (event: DepositCreditedEvent) => {
      if (waiting && notice?.reference === event.reference) markCredited(event.amount);
    },
    [waiting, notice, markCredited],
  );

  return { notice, creditArrived };
}
