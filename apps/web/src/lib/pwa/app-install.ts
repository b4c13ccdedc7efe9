/**
 * The installable app (public/manifest.webmanifest, public/sw.js), loaded by main.tsx once the
 * page has loaded, so none of it weighs on the first load: the worker is registered when the
 * browser is idle, and the browser's install offer (which Chromium makes after its own check,
 * after the load) is held for a sensible moment (after a bid, never on a first visit:
 * lib/pwa/install-offer.ts) rather than shown at once.
 */

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const PWA_STORAGE_KEYS = {
  /** Visits counted once per tab session: the offer never comes on the first. */
  visits: 'naijabid_visits',
  visitCounted: 'naijabid_visit_counted',
  /** Set when the person declined the offer: it is not made again. */
  installDismissed: 'naijabid_install_dismissed',
} as const;

let installOffer: InstallPromptEvent | undefined;
let registration: Promise<ServiceWorkerRegistration> | undefined;

/** The site's service worker, registered once; undefined where the browser has none (or the page is insecure). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | undefined {
  if (!('serviceWorker' in navigator)) return undefined;
  registration ??= navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return registration;
}

export function visitCount(): number {
  return Number(localStorage.getItem(PWA_STORAGE_KEYS.visits) ?? 0);
}

function countVisit(): void {
  if (sessionStorage.getItem(PWA_STORAGE_KEYS.visitCounted)) return;
  sessionStorage.setItem(PWA_STORAGE_KEYS.visitCounted, '1');
  localStorage.setItem(PWA_STORAGE_KEYS.visits, String(visitCount() + 1));
}

/** The browser's install offer, if it made one and nobody used it yet. */
export function takeInstallOffer(): InstallPromptEvent | undefined {
  const offer = installOffer;
  installOffer = undefined;
  return offer;
}

export function hasInstallOffer(): boolean {
  return installOffer !== undefined;
}

export function startAppInstall(): void {
  try {
    countVisit();
  } catch {
    // Storage refused (private mode): the offer is simply never made.
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer = event as InstallPromptEvent;
  });
  // In development Vite serves the modules itself; a worker keeping pages would only get in the way.
  if (!import.meta.env.PROD) return;
  (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(() => {
    registerServiceWorker()?.catch(() => undefined);
  });
}
