import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { biddingMessages as m, serverMessages } from '@naijabid/shared/messages';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import { type Auction } from '../../lib/api/get-auction';
import { useWallet } from '../../lib/api/get-wallet';
import { apiErrorText } from '../../lib/api-error-text';
import { phaseAt } from '../../lib/auction/phase';
import { useLiveAuction } from '../../lib/auction/use-live-auction';
import { useServerNow } from '../../lib/server-clock';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { Outcome, Problem, type DialogOutcome } from './bid-dialog-outcome';
import { BidForm } from './bid-form';
import { BuyNowConfirm } from './buy-now-confirm';

type Step = { kind: 'form' } | { kind: 'confirm-buy' } | DialogOutcome;

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
  // The content mounts once the dialog is open, so the amount field can take the focus.
  const { dialogRef, shown, close: onClose } = useModalDialog(onClosed);
  const titleId = useId();
  // A card only knows a summary, so the dialog opened from one reads the auction (minimum
  // next bid, Buy Now price, the viewer's own standing) and follows it live while open; the
  // auction page already does both and hands its copy in.
  const standalone = useLiveAuction(fromPage ? undefined : auctionId);
  const wallet = useWallet();
  const [step, setStep] = useState<Step>({ kind: startWith === 'buy-now' ? 'confirm-buy' : 'form' });
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);

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
