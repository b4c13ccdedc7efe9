import { useEffect, useRef } from 'react';
import type { Deposit } from '@naijabid/shared/schemas/wallet';
import { checkPendingDeposits } from './api/check-pending-deposits';

/**
 * When the user arrives on the wallet (back from the payment page with `?reference=`, or by
 * any other way, such as Back on the checkout), the server asks the payment provider about
 * each of their pending deposits: a paid one is credited, a failed one marked failed, so a
 * deposit does not sit "Pending" for hours. If that settled one the page showed pending (or
 * the list was not shown yet), the balance, history and deposits are read again. Once per
 * arrival; a failure leaves the page as it is (the deposit's own checks still run on the server).
 */
export function usePendingDepositCheck(signedIn: boolean, shown: Deposit[] | undefined, refresh: () => void): void {
  // Read when the answer comes, so a new list or callback does not ask the provider again.
  const shownRef = useRef(shown);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    shownRef.current = shown;
    refreshRef.current = refresh;
  }, [shown, refresh]);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    checkPendingDeposits({ signal: controller.signal }).then(
      (checked) => {
        if (controller.signal.aborted) return;
        const before = shownRef.current;
        const wasPending = new Set(before?.filter((d) => d.status === 'pending').map((d) => d.reference));
        if (!before || checked.some((d) => wasPending.has(d.reference) && d.status !== 'pending')) refreshRef.current();
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn]);
}
