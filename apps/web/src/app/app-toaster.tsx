import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST } from '@naijabid/shared/constants';

/**
 * Sonner's defaults already equal docs/product.md#constants; they are set from the shared constants anyway so
 * a change of library default can never change the product. The width is sonner's
 * `--width` variable; its 45 px swipe threshold is a fixed constant of the library (equal to
 * TOAST.swipeThresholdPx). Sonner pauses the timer while a toast is hovered and while the
 * page is hidden (docs/product.md#interface-behaviour).
 *
 * Toasts come up from the bottom: at the top they covered the logo and the top bar (Wallet,
 * Dashboard) at every width. On phones they stay above the marketplace's bottom bar.
 */
const ABOVE_MOBILE_BOTTOM_BAR_PX = 72;

export default function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      style={{ '--width': `${TOAST.widthPx}px` } as CSSProperties}
      mobileOffset={{ bottom: ABOVE_MOBILE_BOTTOM_BAR_PX }}
      swipeDirections={['bottom', 'left', 'right']}
    />
  );
}
