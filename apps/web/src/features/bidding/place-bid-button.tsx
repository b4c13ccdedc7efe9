import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { placeBidLabels } from '@naijabid/shared/messages';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail, OwnListing } from '@naijabid/shared/schemas/listings';
import { readAccessToken } from '../../lib/token-storage';

const loadDialog = () => import('./bid-dialog');
/** The dialog, its rules and its calls load on the first Place Bid: the landing page stays light. */
const BidDialog = lazy(loadDialog);

export interface PlaceBidButtonProps {
  auctionId: string;
  title: string;
  /** The auction page's live copy; without it the dialog loads and follows the auction itself. */
  auction?: AuctionDetail | OwnListing;
  startWith?: 'bid' | 'buy-now';
  onPlaced?: (answer: PlaceBidAnswer, maxAmountKobo: number) => void;
  className?: string;
  /** Another visible label (Buy Now); the default is "Place Bid", named after the auction for screen readers. */
  children?: ReactNode;
}

/**
 * Opens the bid dialog, or sends a signed-out visitor to login and back here afterwards.
 * The dialog's code starts loading as soon as a pointer or the focus reaches the button,
 * and the button says it is opening while that code is still on its way.
 */
export function PlaceBidButton({
  auctionId,
  title,
  auction,
  startWith = 'bid',
  onPlaced,
  className = '',
  children,
}: PlaceBidButtonProps) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

  function onClick() {
    if (readAccessToken() === null) {
      navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setOpening(true);
    setOpen(true);
    void loadDialog()
      .catch(() => setOpen(false))
      .finally(() => setOpening(false));
  }

  function onClose() {
    setOpen(false);
    button.current?.focus();
  }

  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
        aria-label={children ? undefined : placeBidLabels.buttonFor(title)}
        className={className}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {opening ? placeBidLabels.opening : (children ?? placeBidLabels.button)}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BidDialog
            auctionId={auctionId}
            auction={auction}
            startWith={startWith}
            onPlaced={onPlaced}
            onClose={onClose}
          />
        </Suspense>
      )}
    </>
  );
}
