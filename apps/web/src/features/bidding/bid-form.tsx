import { useId, useRef, useState, type FormEvent } from 'react';
import { BID_SECURITY_MIN_KOBO, BID_SECURITY_PERCENT, bidSecurityFor } from '@naijabid/shared/auction-rules';
import { biddingMessages as m, placeBidLabels } from '@naijabid/shared/messages';
import { formatNaira, formatNairaForField } from '@naijabid/shared/money';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { AuctionClock } from '../../components/auction-clock';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { QueryResult } from '../../lib/query';
import { placeBid } from './api/place-bid';
import { belowFloorMessage, bidAmountKobo, bidFloorOf, shortfallKobo, suggestedBidKobo } from './bid-amount';
import { Funds, refusalOf, Row, type Refusal } from './bid-funds';
import { ReserveHint } from './reserve-hint';
import { offerInstallAfterBid } from '../../lib/pwa/install-offer';

interface BidFormProps {
  auction: AuctionDetail;
  now: number;
  wallet: QueryResult<WalletBalance>;
  onCancel: () => void;
  /** The server refused for want of funds: read the wallet again. */
  onShort: () => void;
  onPlaced: (answer: PlaceBidAnswer, message: string | undefined, maxAmountKobo: number) => void;
  onBuyNow: (() => void) | undefined;
}

/**
 * One field, checked by hand rather than through react-hook-form and zod: its floor moves
 * with every live bid, and the dialog must open fast on a slow phone the first time.
 */
export function BidForm({ auction, now, wallet, onCancel, onShort, onPlaced, onBuyNow }: BidFormProps) {
  const floor = bidFloorOf(auction);
  const suggested = suggestedBidKobo(floor);
  /** Untouched, the field follows the live minimum; once typed in, it keeps what was typed. */
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? formatNairaForField(suggested);
  /** The amount of a bid sent without an answer: it may be retried whatever the minimum is now. */
  const [unansweredKobo, setUnansweredKobo] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ amountKobo: number; key: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { amount: useId(), hint: useId(), error: useId() };

  const amountKobo = bidAmountKobo(text);
  const securityKobo = bidSecurityFor(amountKobo ?? suggested);
  const shortKobo = wallet.data ? shortfallKobo(securityKobo, wallet.data, auction.yourBid) : 0;
  const hasBids = auction.bidCount > 0;
  // Why Place Bid cannot be pressed yet, shown while the amount is typed: the floor moves
  // with live bids, and a tap that only earns the server's refusal wastes the wait.
  const retrying = amountKobo !== null && amountKobo === unansweredKobo;
  const blocker = retrying ? null : amountKobo === null ? m.amountInvalid : belowFloorMessage(amountKobo, floor);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A retry of a bid whose answer was lost goes to the server whatever the minimum is now:
    // if that bid landed, the minimum may have risen because of it, and the server answers
    // the retry with the bid's own answer. With the same key, it cannot bid twice.
    const unanswered = attempt.current?.amountKobo === amountKobo ? attempt.current : null;
    if (amountKobo === null || (!unanswered && belowFloorMessage(amountKobo, floor) !== null)) {
      input.current?.focus();
      return;
    }
    const sending = unanswered ?? { amountKobo, key: newIdempotencyKey() };
    attempt.current = sending;
    // The field stops following the live minimum: if the answer is lost, that bid's own
    // live event raises the minimum, and a retry must not quietly become a higher bid.
    setTyped(formatNairaForField(amountKobo));
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await placeBid(auction.id, amountKobo, sending.key);
      attempt.current = null;
      setUnansweredKobo(null);
      onPlaced(answer.data, answer.message, amountKobo);
      offerInstallAfterBid();
    } catch (error) {
      // A refusal was the server's final word on that bid; without an answer, or on a
      // server failure, the bid may have gone through, so the next try keeps the key.
      if (error instanceof ApiError && error.status !== undefined && error.status < 500) attempt.current = null;
      setUnansweredKobo(attempt.current?.amountKobo ?? null);
      const refused = refusalOf(error);
      if (refused.forFunds) onShort();
      setRefusal(refused);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3 py-1">
        <Row label={hasBids ? m.currentBid : m.startingBid}>{formatNaira(auction.currentPrice)}</Row>
        {auction.leader && <Row label={m.highestBidder}>{auction.leader}</Row>}
        {floor.exclusive ? (
          <Row label={m.yourMaximum}>{formatNaira(floor.amountKobo)}</Row>
        ) : (
          <Row label={m.minimumBid}>{formatNaira(floor.amountKobo)}</Row>
        )}
        <Row label={m.timeLeft}>
          <AuctionClock auction={auction} now={now} />
        </Row>
      </dl>
      {floor.exclusive && (
        <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {m.raiseAboveMaximum(formatNaira(floor.amountKobo))}
        </p>
      )}

      <label htmlFor={ids.amount} className="mt-4 block text-sm font-semibold text-slate-900">
        {m.amountLabel}
      </label>
      <input
        ref={input}
        id={ids.amount}
        name="maxAmount"
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setRefusal(null);
        }}
        aria-invalid={blocker !== null}
        aria-describedby={blocker ? `${ids.error} ${ids.hint}` : ids.hint}
        className={`${inputStyles} mt-1 text-lg font-semibold`}
      />
      <p id={ids.error} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {blocker}
      </p>
      <p id={ids.hint} className="mt-1 text-xs text-slate-600">
        {m.amountHint}
      </p>
      <ReserveHint auction={auction} amountKobo={amountKobo} floorKobo={floor.amountKobo} />

      <dl className="mt-3">
        <Row label={m.securityLabel}>{formatNaira(securityKobo)}</Row>
      </dl>
      <p className="text-xs text-slate-600">
        {m.securityHint(BID_SECURITY_PERCENT, formatNaira(BID_SECURITY_MIN_KOBO))}
      </p>
      <Funds wallet={wallet} neededKobo={securityKobo} shortKobo={shortKobo} refusal={refusal} />

      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          {m.cancel}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={busy || blocker !== null}
          aria-describedby={blocker ? ids.error : undefined}
        >
          {busy ? m.submitting : amountKobo === null ? placeBidLabels.button : m.submit(formatNaira(amountKobo))}
        </button>
      </div>
      {onBuyNow && auction.buyNowPrice !== null && (
        <div className="mt-5 border-t border-slate-200 pt-4">
          <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={onBuyNow}>
            {m.buyNowOffer(formatNaira(auction.buyNowPrice))}
          </button>
        </div>
      )}
    </form>
  );
}
