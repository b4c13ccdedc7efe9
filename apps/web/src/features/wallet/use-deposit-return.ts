import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DepositCreditedEvent } from '@naijabid/shared/schemas/live';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { getDepositStatus } from './api/get-deposit-status';

/** The query Paystack's checkout adds to the page it sends the user back to (`/wallet?trxref=...&reference=...`). */
const RETURN_PARAMS = ['reference', 'trxref'] as const;

export type DepositNotice =
  | { kind: 'failed' }
  /** The provider sent the user back; it has not confirmed the payment yet. */
  | { kind: 'waiting' }
  | { kind: 'credited'; /** Kobo. */ amount: number }
  /** The server will not speak of this reference (not the user's, or unknown): its own words. */
  | { kind: 'refused'; message: string };

/**
 * The live event normally settles a deposit, but one is missed when the credit commits
 * before the page's stream opens, or when a proxy cuts the stream. So the status is read
 * again after each of these delays (six reads over about a minute, densest early, when
 * webhooks usually come); after that the live event alone settles the banner.
 */
export const DEPOSIT_STATUS_REREADS_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

/** 4xx answers other than "timed out" and "slow down" would not change if asked again. */
function isFinal(error: unknown): boolean {
  const status = error instanceof ApiError ? (error.status ?? 0) : 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function readReturn(params: URLSearchParams): { reference: string } | null {
  const reference = params.get('reference');
  return reference ? { reference } : null;
}

/**
 * The return from the payment page: which banner to show, settled by the server's word on
 * that one deposit (read on arrival, then now and then; each read asks the provider too,
 * so a late webhook does not keep the user waiting) or by its live credit. The query is
 * taken off the address so a reload does not announce the payment again. Nothing is read
 * while signed out (the page goes to login). `refresh` reloads the balance and history when
 * a read finds the credit: it may have committed after they were read and before the live
 * stream opened, so its event never came.
 */
export function useDepositReturn(signedIn: boolean, refresh: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [returned] = useState(() => readReturn(searchParams));
  const [notice, setNotice] = useState<DepositNotice | null>(() => (returned ? { kind: 'waiting' } : null));
  const waitingFor = notice?.kind === 'waiting' ? returned?.reference : undefined;

  // Signed out, the page is on its way to login, which this navigation would undo.
  useEffect(() => {
    if (!signedIn || !RETURN_PARAMS.some((name) => searchParams.has(name))) return;
    const cleaned = new URLSearchParams(searchParams);
    for (const name of RETURN_PARAMS) cleaned.delete(name);
    setSearchParams(cleaned, { replace: true });
  }, [signedIn, searchParams, setSearchParams]);

  useEffect(() => {
    const reference = waitingFor;
    if (!reference || !signedIn) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let rereads = 0;
    const read = (): void => {
      getDepositStatus(reference, { signal: controller.signal }).then(
        (status) => {
          if (controller.signal.aborted) return;
          if (status.status === 'credited') {
            setNotice({ kind: 'credited', amount: status.amount });
            refresh();
          } else if (status.status === 'failed') {
            setNotice({ kind: 'failed' });
          } else {
            readAgainLater();
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isFinal(error)) setNotice({ kind: 'refused', message: apiErrorText(error) });
          else readAgainLater();
        },
      );
    };
    const readAgainLater = () => {
      const delay = DEPOSIT_STATUS_REREADS_MS[rereads];
      rereads += 1;
      if (delay !== undefined) timer = setTimeout(read, delay);
    };
    read();
    // Once the banner settles (a live credit may settle it first) or the page closes, the
    // reads stop, and an answer already on its way is dropped rather than read again.
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waitingFor, signedIn, refresh]);

  /** Takes a live credit: the banner settles if it is the deposit this page came back with. */
  const creditArrived = useCallback(
    (event: DepositCreditedEvent) => {
      if (event.reference === returned?.reference) setNotice({ kind: 'credited', amount: event.amount });
    },
    [returned],
  );

  return { notice, creditArrived };
}
