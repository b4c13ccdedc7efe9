import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '@naijabid/shared/constants';

/**
 * Sonner's defaults already equal docs/product.md#constants; they are set from the shared constants anyway so
 * a change of library default can never change the product. The width is sonner's
 * `--width` variable; its 45 px swipe threshold is a fixed constant of the library (equal to
 * TOAST.swipeThresholdPx). Sonner pauses the timer while a toast is hovered and while the
 * page is hidden (docs/product.md#interface-behaviour).
 *
 * Where a toast covers nothing the user needs: on a computer, the bottom right corner, beside
 * the page's centred column (at the top they covered the logo and the top bar's Wallet and
 * Dashboard). On a phone the page fills the width, and at the bottom a toast hid what the
 * user was looking at (the outbid toast the auction's price, "Login successful" the
 * dashboard's My bids), so there they come down from the top, over the logo and the bar
 * for their few seconds, and swipe away upwards.
 */
const PHONE_QUERY = '(max-width: 600px)'; // sonner's own width for its full-width phone layout

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export default function AppToaster() {
  const phone = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      richColors
      closeButton
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      style={{ '--width': `${TOAST.widthPx}px` } as CSSProperties}
      mobileOffset={{ top: 8 }}
      swipeDirections={phone ? ['top', 'left', 'right'] : ['bottom', 'left', 'right']}
    />
  );
}
