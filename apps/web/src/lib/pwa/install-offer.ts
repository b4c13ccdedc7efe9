import { toast } from 'sonner';
import { installPromptLabels as m } from '@naijabid/shared/messages/push';
import { hasInstallOffer, PWA_STORAGE_KEYS, takeInstallOffer, visitCount } from './app-install';

/** Long enough to read and decide; the offer is not a notice that may fade in 4 s. */
const OFFER_TOAST_MS = 20_000;

/**
 * Offers to add NaijaBid to the home screen after a bid was placed: someone who bids will want
 * to come back to the auction. Never on a first visit, never again once declined, and only
 * where the browser made its own offer (it decides whether the site is installable).
 */
export function offerInstallAfterBid(): void {
  try {
    if (!hasInstallOffer() || visitCount() < 2 || localStorage.getItem(PWA_STORAGE_KEYS.installDismissed)) return;
  } catch {
    return;
  }
  toast(m.title, {
    id: 'install-offer',
    description: m.text,
    duration: OFFER_TOAST_MS,
    action: {
      label: m.install,
      onClick: () => {
        const offer = takeInstallOffer();
        void offer?.prompt().then(async () => {
          if ((await offer.userChoice).outcome === 'dismissed')
            localStorage.setItem(PWA_STORAGE_KEYS.installDismissed, new Date().toISOString());
        });
      },
    },
    cancel: {
      label: m.dismiss,
      onClick: () => localStorage.setItem(PWA_STORAGE_KEYS.installDismissed, new Date().toISOString()),
    },
  });
}
