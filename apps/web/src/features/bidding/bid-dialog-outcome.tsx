import { biddingMessages as m } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';
import type { Auction } from '../../lib/api/get-auction';

/** What the dialog ended with: a bid placed (leading or outbid, as its answer said) or a Buy Now. */
export type DialogOutcome =
  | { kind: 'placed'; leading: boolean; message: string; priceKobo: number; minNextBidKobo: number }
  | { kind: 'bought'; message: string };

/** A placed bid's outcome as the auction stands now, which the sheet shows while it stays open. */
export interface PlacedStanding {
  kind: 'placed';
  title: string;
  leading: boolean;
  message: string;
  priceKobo: number;
  minNextBidKobo: number;
}

/**
 * The answer of a bid is true when it comes, but the sheet may stay open through an
 * auction's last minutes, so it follows the live auction: another bidder's higher maximum
 * turns "You're the highest bidder" into "You've been outbid", with the price and the next
 * bid now, and Bid again. Prices only rise while an auction is live, so the higher of the
 * answer's and the live copy's is the newer (the answer usually beats its own live event).
 */
export function placedStanding(placed: Extract<DialogOutcome, { kind: 'placed' }>, auction?: Auction): PlacedStanding {
  const yourBid = auction && !('reservePrice' in auction) ? auction.yourBid : null;
  const outbidSince = placed.leading && yourBid !== null && !yourBid.leading;
  const leading = placed.leading && !outbidSince;
  return {
    kind: 'placed',
    title: leading ? m.leadingTitle : m.outbidTitle,
    leading,
    message: outbidSince ? m.youAreOutbid(formatNaira(yourBid.maxAmount)) : placed.message,
    priceKobo: Math.max(placed.priceKobo, auction?.currentPrice ?? 0),
    minNextBidKobo: Math.max(placed.minNextBidKobo, auction?.minNextBid ?? 0),
  };
}

export function Problem({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <>
      <p role="alert" className="mt-4 rounded-xl bg-slate-100 p-4 text-slate-800">
        {message}
      </p>
      <div className="mt-5 flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {m.close}
        </button>
      </div>
    </>
  );
}

export function Outcome({
  step,
  onBidAgain,
  onClose,
}: {
  step: PlacedStanding | Extract<DialogOutcome, { kind: 'bought' }>;
  onBidAgain: () => void;
  onClose: () => void;
}) {
  const good = step.kind === 'bought' || step.leading;
  return (
    <div role="status">
      <p className={`mt-4 rounded-xl p-4 ${good ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}>
        {step.message}
        {step.kind === 'placed' && (
          <span className="mt-1 block font-semibold">{m.priceNow(formatNaira(step.priceKobo))}</span>
        )}
        {step.kind === 'placed' && !step.leading && (
          <span className="mt-1 block">{m.nextBidFrom(formatNaira(step.minNextBidKobo))}</span>
        )}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {good ? (
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {m.done}
          </button>
        ) : (
          <>
            <button type="button" className={buttonStyles.ghost} onClick={onClose}>
              {m.close}
            </button>
            <button type="button" className={buttonStyles.primary} onClick={onBidAgain}>
              {m.bidAgain}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
