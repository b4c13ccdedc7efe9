import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { biddingMessages as m, serverMessages } from '@naijabid/shared/messages';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import { Modal } from '../../components/modal';
import { VerifiedSellerBadge } from '../../components/verified-seller-badge';
import { type Auction } from '../../lib/api/get-auction';
import { useWallet } from '../../lib/api/get-wallet';
import { apiErrorText } from '../../lib/api-error-text';
import { phaseAt } from '../../lib/auction/phase';
import { useLiveAuction } from '../../lib/auction/use-live-auction';
import { useServerNow } from '../../lib/server-clock';
import { Outcome, placedStanding, Problem, type DialogOutcome } from './bid-dialog-outcome';
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
export default function BidDialog({ auctionId, auction: fromPage, startWith, onClose, onPlaced }: BidDialogProps) {
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
      minNextBidKobo: answer.minNextBid,
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
  const standing = step.kind === 'placed' ? placedStanding(step, auction) : undefined;
  const heading =
    step.kind === 'confirm-buy'
      ? m.buyNowTitle
      : step.kind === 'bought'
        ? m.boughtTitle
        : (standing?.title ?? m.dialogTitle);

  /** What the dialog shows at this step; `close` closes it the way Escape does. */
  function body(close: () => void): ReactNode {
    if (!auction && !standalone.error) {
      return (
        <p role="status" className="py-6 text-slate-700">
          {m.loading}
        </p>
      );
    }
    if (!auction) return <Problem message={apiErrorText(standalone.error)} onClose={close} />;
    const outcome = standing ?? (step.kind === 'bought' ? step : undefined);
    if (outcome) return <Outcome step={outcome} onBidAgain={() => setStep({ kind: 'form' })} onClose={close} />;
    const phase = phaseAt(auction, now);
    if ('reservePrice' in auction) return <Problem message={serverMessages.ownAuction} onClose={close} />;
    if (phase === 'scheduled') return <Problem message={serverMessages.auctionNotStarted} onClose={close} />;
    if (phase !== 'live') return <Problem message={serverMessages.auctionEnded} onClose={close} />;
    if (step.kind === 'confirm-buy' && auction.hasBuyNow && auction.buyNowPrice !== null) {
      return (
        <>
          <VerifiedSellerBadge verified={auction.seller.verified} className="mb-2" />
          <BuyNowConfirm
            auction={auction}
            priceKobo={auction.buyNowPrice}
            wallet={wallet}
            onBack={() => setStep({ kind: 'form' })}
            onShort={wallet.refetch}
            onBought={(message) => setStep({ kind: 'bought', message })}
          />
        </>
      );
    }
    return (
      <>
        <VerifiedSellerBadge verified={auction.seller.verified} className="mb-2" />
        <BidForm
          auction={auction}
          now={now}
          wallet={wallet}
          onCancel={close}
          onShort={wallet.refetch}
          onPlaced={placed}
          onBuyNow={
            auction.hasBuyNow && auction.buyNowPrice !== null ? () => setStep({ kind: 'confirm-buy' }) : undefined
          }
        />
      </>
    );
  }

  return (
    <Modal
      title={heading}
      subtitle={auction?.title}
      headingRef={headingRef}
      closeLabel={m.close}
      onClose={onClose}
      closeOnBackdrop
      narrow
    >
      {body}
    </Modal>
  );
}
