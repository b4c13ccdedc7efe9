import { orderPath } from '../../lib/api/list-my-orders';
import { apiRequest } from '../../lib/api-client';

/**
 * An order being paid by a deposit of what the wallet lacked: remembered for this tab while
 * the user is on the provider's page, which sends them back to the wallet, so whichever page
 * they return to can watch the order become paid.
 */
export interface PaymentByDeposit {
  orderId: string;
  reference: string;
  startedAt: number;
}

const STORAGE_KEY = 'naijabid.paymentByDeposit';
/** A deposit not credited within the hour is left to the live notices and the order page. */
const WATCH_FOR_MS = 60 * 60_000;
/** Reads of the order after the return, densest early, when the provider's confirmation usually comes. */
export const PAID_ORDER_REREADS_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

export function rememberPaymentByDeposit(payment: PaymentByDeposit): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(payment));
}

export function forgetPaymentByDeposit(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

export function paymentByDeposit(): PaymentByDeposit | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PaymentByDeposit | null;
    if (stored && Date.now() - stored.startedAt < WATCH_FOR_MS) return stored;
  } catch {
    // A value this code did not write: forgotten below.
  }
  forgetPaymentByDeposit();
  return null;
}

/**
 * Reads the order now and after each of PAID_ORDER_REREADS_MS until it is no longer awaiting
 * payment; calls `onPaid` then. Returns the way to stop.
 */
export function watchOrderUntilPaid(orderId: string, onPaid: () => void): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rereads = 0;
  const readAgainLater = () => {
    const delay = PAID_ORDER_REREADS_MS[rereads];
    rereads += 1;
    if (delay !== undefined) timer = setTimeout(read, delay);
  };
  const read = () => {
    apiRequest<{ order: { status: string } }>('GET', orderPath(orderId), undefined, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.data.order.status === 'awaiting_payment') readAgainLater();
        else onPaid();
      },
      () => {
        if (!controller.signal.aborted) readAgainLater();
      },
    );
  };
  read();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
