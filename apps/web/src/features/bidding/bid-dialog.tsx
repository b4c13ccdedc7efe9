import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { BID_SECURITY_MIN_KOBO, BID_SECURITY_PERCENT, bidSecurityFor } from '@naijabid/shared/auction-rules';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { biddingMessages as m, placeBidLabels, serverMessages } from '@naijabid/shared/messages';
import { formatNaira, formatNairaForField } from '@naijabid/shared/money';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import type { WalletBalance } from '@naijabid/shared/schemas/wallet';
import { AuctionClock } from '../../components/auction-clock';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { type Auction } from '../../lib/api/get-auction';
import { useWallet } from '../../lib/api/get-wallet';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { phaseAt } from '../../lib/auction/phase';
import { useLiveAuction } from '../../lib/auction/use-live-auction';
import type { QueryResult } from '../../lib/query';
import { useServerNow } from '../../lib/server-clock';
import { buyNow } from './api/buy-now';
import { placeBid } from './api/place-bid';
import {
  belowFloorMessage,
  bidAmountKobo,
  bidFloorOf,
  newIdempotencyKey,
  shortfallKobo,
  suggestedBidKobo,
} from './bid-amount';

type Step =
  | { kind: 'form' }
  | { kind: 'confirm-buy' }
  | { kind: 'placed'; leading: boolean; message: string; priceKobo: number }
  | { kind: 'bought'; message: string };

export interface BidDialogProps {
  auctionId: string;
  auction?: Auction;
  startWith: 'bid' | 'buy-now';
  onClose: () => void;
  onPlaced?: (answer: PlaceBidAnswer, maxAmountKobo: number) => void;
}

/** The dialog: bid, or confirm Buy Now, then the outcome; as a bottom sheet on phones. */
export default function BidDialog({
  auctionId,
  auction: fromPage,
  startWith,
  onClose: onClosed,
  onPlaced,
}: BidDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A card only knows a summary, so the dialog opened from one reads the auction (minimum
  // next bid, Buy Now price, the viewer's own standing) and follows it live while open; the
  // auction page already does both and hands its copy in.
  const standalone = useLiveAuction(fromPage ? undefined : auctionId);
  const wallet = useWallet();
  const [step, setStep] = useState<Step>({ kind: startWith === 'buy-now' ? 'confirm-buy' : 'form' });
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);

  /** The content mounts once the dialog is open, so the amount field can take the focus. */
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Safari before 15.4 has no modal dialogs; it still shows the dialog, without the backdrop.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    setShown(true);
  }, []);

  /**
   * Closing the native dialog first takes the page out of its modal state, so the opener
   * can have the focus back before the dialog unmounts.
   */
  function onClose() {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    onClosed();
  }

  function placed(answer: PlaceBidAnswer, message: string | undefined, maxAmountKobo: number) {
    standalone.applyOwnBid(answer, maxAmountKobo);
    onPlaced?.(answer, maxAmountKobo);
    setStep({
      kind: 'placed',
      leading: answer.leading,
      message: message ?? (answer.leading ? serverMessages.bidAccepted : serverMessages.bidOutbid),
      priceKobo: answer.currentPrice,
    });
  }

  // A new step replaces the button that had the focus; the heading takes it, so a screen
  // reader announces where the user now is instead of falling back to the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.kind]);

  const auction = fromPage ?? standalone.auction;
  const heading =
    step.kind === 'confirm-buy'
      ? m.buyNowTitle
      : step.kind === 'bought'
        ? m.boughtTitle
        : step.kind === 'placed'
          ? step.leading
            ? m.leadingTitle
            : m.outbidTitle
          : m.dialogTitle;

  let body: ReactNode;
  if (!auction && !standalone.error) {
    body = (
      <p role="status" className="py-6 text-slate-700">
        {m.loading}
      </p>
    );
  } else if (!auction) {
    body = <Problem message={apiErrorText(standalone.error)} onClose={onClose} />;
  } else if (step.kind === 'placed' || step.kind === 'bought') {
    body = <Outcome step={step} onBidAgain={() => setStep({ kind: 'form' })} onClose={onClose} />;
  } else {
    const live = auction;
    const phase = phaseAt(live, now);
    if ('reservePrice' in live) body = <Problem message={serverMessages.ownAuction} onClose={onClose} />;
    else if (phase === 'scheduled') body = <Problem message={serverMessages.auctionNotStarted} onClose={onClose} />;
    else if (phase !== 'live') body = <Problem message={serverMessages.auctionEnded} onClose={onClose} />;
    else if (step.kind === 'confirm-buy' && live.hasBuyNow && live.buyNowPrice !== null) {
      body = (
        <BuyNowConfirm
          auction={live}
          priceKobo={live.buyNowPrice}
          wallet={wallet}
          onBack={() => setStep({ kind: 'form' })}
          onShort={wallet.refetch}
          onBought={(message) => setStep({ kind: 'bought', message })}
        />
      );
    } else {
      body = (
        <BidForm
          auction={live}
          now={now}
          wallet={wallet}
          onCancel={onClose}
          onShort={wallet.refetch}
          onPlaced={placed}
          onBuyNow={live.hasBuyNow && live.buyNowPrice !== null ? () => setStep({ kind: 'confirm-buy' }) : undefined}
        />
      );
    }
  }

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:w-[28rem] sm:rounded-2xl"
    >
      {shown && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
                {heading}
              </h2>
              {auction && <p className="truncate text-sm text-slate-700">{auction.title}</p>}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={m.close}
              className="-m-2 shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <span aria-hidden="true" className="block h-5 w-5 text-xl leading-5">
                ×
              </span>
            </button>
          </div>
          {body}
        </div>
      )}
    </dialog>,
    document.body,
  );
}

function Problem({ message, onClose }: { message: string; onClose: () => void }) {
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

function Outcome({
  step,
  onBidAgain,
  onClose,
}: {
  step: Extract<Step, { kind: 'placed' | 'bought' }>;
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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** A refusal to show: for want of funds it goes beside the wallet, with the deposit link. */
interface Refusal {
  message: string;
  forFunds: boolean;
}

function refusalOf(error: unknown): Refusal {
  return { message: apiErrorText(error), forFunds: error instanceof ApiError && error.code === 'insufficient_funds' };
}

/**
 * Wallet lines shared by both steps: what is available, the way to top up when short, and
 * the server's refusal of the last try. The server has the last word on funds: its refusal
 * (money may have been held elsewhere since the wallet was read) takes the place of our own
 * estimate, with the same link; any other refusal is an alert of its own.
 */
function Funds({
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
  const notice = refusedForFunds ?? (shortKobo > 0 ? shortMessage(formatNaira(neededKobo), formatNaira(shortKobo)) : null);
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
function BidForm({ auction, now, wallet, onCancel, onShort, onPlaced, onBuyNow }: BidFormProps) {
  const floor = bidFloorOf(auction);
  const suggested = suggestedBidKobo(floor);
  /** Untouched, the field follows the live minimum; once typed in, it keeps what was typed. */
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? formatNairaForField(suggested);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ amountKobo: number; key: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { amount: useId(), hint: useId(), error: useId() };

  const amountKobo = bidAmountKobo(text);
  const securityKobo = bidSecurityFor(amountKobo ?? suggested);
  const shortKobo = wallet.data ? shortfallKobo(securityKobo, wallet.data, auction.yourBid) : 0;
  const hasBids = auction.bidCount > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A retry of a bid whose answer was lost goes to the server whatever the minimum is now:
    // if that bid landed, the minimum may have risen because of it, and the server answers
    // the retry with the bid's own answer. With the same key, it cannot bid twice.
    const unanswered = attempt.current?.amountKobo === amountKobo ? attempt.current : null;
    const problem = amountKobo === null ? m.amountInvalid : unanswered ? null : belowFloorMessage(amountKobo, floor);
    if (problem !== null || amountKobo === null) {
      setFieldError(problem);
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
      onPlaced(answer.data, answer.message, amountKobo);
    } catch (error) {
      // A refusal was the server's final word on that bid; without an answer, or on a
      // server failure, the bid may have gone through, so the next try keeps the key.
      if (error instanceof ApiError && error.status !== undefined && error.status < 500) attempt.current = null;
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
          setFieldError(null);
          setRefusal(null);
        }}
        aria-invalid={fieldError !== null}
        aria-describedby={fieldError ? `${ids.error} ${ids.hint}` : ids.hint}
        className={`${inputStyles} mt-1 text-lg font-semibold`}
      />
      {fieldError && (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
          {fieldError}
        </p>
      )}
      <p id={ids.hint} className="mt-1 text-xs text-slate-600">
        {m.amountHint}
      </p>

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
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
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

interface BuyNowConfirmProps {
  auction: AuctionDetail;
  priceKobo: number;
  wallet: QueryResult<WalletBalance>;
  onBack: () => void;
  /** The server refused for want of funds: read the wallet again. */
  onShort: () => void;
  onBought: (message: string) => void;
}

/** Buy Now holds the full price at once, so it asks first and says so. */
function BuyNowConfirm({ auction, priceKobo, wallet, onBack, onShort, onBought }: BuyNowConfirmProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const shortKobo = wallet.data ? shortfallKobo(priceKobo, wallet.data, auction.yourBid) : 0;

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await buyNow(auction.id);
      onBought(answer.message ?? serverMessages.boughtNow);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused.forFunds) onShort();
      setRefusal(refused);
      setBusy(false);
    }
  }

  return (
    <div className="mt-4">
      <p className="text-slate-800">{m.buyNowExplained(formatNaira(priceKobo))}</p>
      <Funds wallet={wallet} neededKobo={priceKobo} shortKobo={shortKobo} refusal={refusal} shortMessage={serverMessages.buyNowInsufficientFunds} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.ghost} onClick={onBack} disabled={busy}>
          {m.back}
        </button>
        {/* Short of the price, the purchase cannot go through: the way on is the deposit link above. */}
        <button type="button" className={buttonStyles.primary} onClick={() => void confirm()} disabled={busy || shortKobo > 0}>
          {busy ? m.buyingNow : m.buyNowConfirm(formatNaira(priceKobo))}
        </button>
      </div>
    </div>
  );
}
