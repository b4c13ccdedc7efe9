import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { biddingMessages as m, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import type { QueryResult } from '../../lib/query';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** A refusal to show: for want of funds it goes beside the wallet, with the deposit link. */
export interface Refusal {
  message: string;
  forFunds: boolean;
}

export function refusalOf(error: unknown): Refusal {
  return { message: apiErrorText(error), forFunds: error instanceof ApiError && error.code === 'insufficient_funds' };
}

/**
 * Wallet lines shared by both steps: what is available, the way to top up when short, and
 * the server's refusal of the last try. The server has the last word on funds: its refusal
 * (money may have been held elsewhere since the wallet was read) takes the place of our own
 * estimate, with the same link; any other refusal is an alert of its own.
 */
export function Funds({
  wallet,
  neededKobo,
  shortKobo,
  refusal,
  shortMessage = serverMessages.insufficientFunds,
}: {
  wallet: QueryResult<WalletBalance>;
  neededKobo: number;
  shortKobo: number;
  refusal: Refusal | null;
  /** How being short is put: bid security for a bid, the price for a purchase. */
  shortMessage?: (needed: string, shortBy: string) => string;
}) {
  const refusedForFunds = refusal?.forFunds ? refusal.message : null;
  const notice =
    refusedForFunds ?? (shortKobo > 0 ? shortMessage(formatNaira(neededKobo), formatNaira(shortKobo)) : null);
  return (
    <>
      <dl className="mt-2">
        <Row label={m.availableLabel}>
          {wallet.data ? formatNaira(wallet.data.available) : wallet.error ? '—' : '…'}
        </Row>
      </dl>
      {!wallet.data && wallet.error && <p className="text-xs text-slate-600">{m.walletUnavailable}</p>}
      <div aria-live="polite">
        {notice && (
          // A refusal mounts a new alert even when our estimate already said the same words,
          // so pressing the button is always answered aloud.
          <p
            key={refusedForFunds ? 'refused' : 'estimate'}
            role={refusedForFunds ? 'alert' : undefined}
            className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {notice}{' '}
            <Link to="/wallet" className="font-semibold text-emerald-800 underline">
              {m.depositLink}
            </Link>
          </p>
        )}
      </div>
      {refusal && !refusal.forFunds && (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal.message}
        </p>
      )}
    </>
  );
}
