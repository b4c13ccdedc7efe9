import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { installPromptLabels } from '@naijabid/shared/messages/push';

vi.mock('sonner', () => ({ toast: vi.fn() }));

/** The browser's own offer, as Chromium fires it once it finds the site installable. */
function browserOffers(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(offer);
  return offer;
}

/** A fresh page load: the modules start again, with this tab's storage as it is. */
async function load() {
  vi.resetModules();
  sessionStorage.clear();
  const install = await import('../pwa/app-install');
  install.startAppInstall();
  return import('../pwa/install-offer');
}

type ToastOptions = { action: { onClick: () => void }; cancel: { onClick: () => void } };
const offered = () => vi.mocked(toast).mock.calls.filter(([title]) => title === installPromptLabels.title);

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('the install offer', () => {
  it('is never made on a first visit, even after a bid', async () => {
    const { offerInstallAfterBid } = await load();
    const offer = browserOffers();
    expect(offer.defaultPrevented).toBe(true);
    offerInstallAfterBid();
    expect(offered()).toEqual([]);
  });

  it('comes after a bid on a return visit, and installs through the browser', async () => {
    await load();
    const { offerInstallAfterBid } = await load();
    const offer = browserOffers('accepted');
    offerInstallAfterBid();
    expect(offered()).toHaveLength(1);
    (offered()[0]![1] as unknown as ToastOptions).action.onClick();
    expect(offer.prompt).toHaveBeenCalledOnce();
  });

  it('is not made again once declined', async () => {
    await load();
    const { offerInstallAfterBid } = await load();
    browserOffers();
    offerInstallAfterBid();
    (offered()[0]![1] as unknown as ToastOptions).cancel.onClick();
    expect(localStorage.getItem('naijabid_install_dismissed')).not.toBeNull();

    const again = await load();
    browserOffers();
    again.offerInstallAfterBid();
    expect(offered()).toHaveLength(1);
  });

  it('is not made where the browser made no offer of its own', async () => {
    await load();
    const { offerInstallAfterBid } = await load();
    offerInstallAfterBid();
    expect(offered()).toEqual([]);
  });
});
