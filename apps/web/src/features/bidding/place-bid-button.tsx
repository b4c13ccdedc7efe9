import { useRef, useState, type ReactNode } from 'react';
import { placeBidLabels } from '@naijabid/shared/place-bid-labels';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail, OwnListing } from '@naijabid/shared/schemas/listings';
import { useRenderingServerMarkup } from '../../lib/first-screen';
import { readAccessToken } from '../../lib/token-storage';
import { goToLogin } from '../../lib/unauthorized';

type BidDialogComponent = (typeof import('./bid-dialog'))['default'];

/**
 * The dialog, its rules and its calls load on the first Place Bid: the landing page stays
 * light. Loaded by hand rather than with React.lazy, which remembers a failed download for
 * good: on a dropped mobile connection the next tap must try again, not break the page.
 */
let loadedDialog: BidDialogComponent | undefined;
const loadDialog = () =>
  import('./bid-dialog').then((module) => {
    loadedDialog = module.default;
    return module.default;
  });

/**
 * Where Place Bid is what the page is for (an auction's page), someone signed in gets the
 * dialog's code with the page's own, in the same round of requests: on a slow line the tap
 * then waits for the bid's round trip only. A visitor's tap leads to login, so nothing loads.
 */
export function loadBidDialogAhead(): void {
  if (!loadedDialog && readAccessToken() !== null) void loadDialog().catch(() => undefined);
}

export interface PlaceBidButtonProps {
  auctionId: string;
  title: string;
  /** The auction page's live copy; without it the dialog loads and follows the auction itself. */
  auction?: AuctionDetail | OwnListing;
  startWith?: 'bid' | 'buy-now';
  onPlaced?: (answer: PlaceBidAnswer, maxAmountKobo: number) => void;
  className?: string;
  /** -1 for a repeated card (the carousel's copies) that keyboard users should meet only once. */
  tabIndex?: number;
  /** Another visible label (Buy Now); the default is "Place Bid", named after the auction for screen readers. */
  children?: ReactNode;
}

/**
 * Opens the bid dialog, or sends a signed-out visitor to login and back here afterwards.
 * (No router hooks here: on the landing page they made the bundler split the router out of
 * the main chunk, which cost more bytes than this whole component.)
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
  tabIndex,
  children,
}: PlaceBidButtonProps) {
  const [Dialog, setDialog] = useState<BidDialogComponent | null>(null);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const beforeApp = useRenderingServerMarkup();

  function onClick() {
    if (readAccessToken() === null) {
      goToLogin({ from: `${window.location.pathname}${window.location.search}` });
      return;
    }
    setFailed(false);
    if (loadedDialog) {
      setDialog(() => loadedDialog!);
      return;
    }
    setOpening(true);
    loadDialog()
      .then((component) => setDialog(() => component))
      .catch(() => setFailed(true))
      .finally(() => setOpening(false));
  }

  function onClose() {
    setDialog(null);
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
        aria-disabled={beforeApp || undefined}
        aria-label={children || failed ? undefined : placeBidLabels.buttonFor(title)}
        className={className}
        tabIndex={tabIndex}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {opening ? placeBidLabels.opening : failed ? placeBidLabels.openFailed : (children ?? placeBidLabels.button)}
      </button>
      {Dialog && (
        <Dialog auctionId={auctionId} auction={auction} startWith={startWith} onPlaced={onPlaced} onClose={onClose} />
      )}
    </>
  );
}
