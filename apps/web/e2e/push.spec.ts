import { expect, test, type Page } from '@playwright/test';
import { liveNoticeMessages } from '@naijabid/shared/messages';
import { bellPushOffer, pushSettingsLabels } from '@naijabid/shared/messages/push';
import { bellLabels } from '@naijabid/shared/messages/notifications';
import { startFakePushService, type FakePushService, type TestSubscription } from '../../api/src/test/push-service';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

// The installable app's worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The push service stands in for the browser vendor's (FCM, Mozilla's): a server of the test's
 * own that checks each push's VAPID signature and decrypts it with the subscription's keys
 * (apps/api/src/test/push-service.ts). Headless Chromium has no push service to register
 * with, so its `PushManager.subscribe` is replaced by one that hands out a subscription at
 * that server, after asking the same notification permission; the test records what the real
 * one answered. Everything else (the worker, the page, the API, the job queue) is real.
 */
let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(async () => {
  expect(push.refused).toEqual([]);
  await push.close();
});

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

/** Replaces the browser's push registration with a subscription at the test's push service. */
async function usePushService(page: Page, subscription: TestSubscription) {
  await page.addInitScript((fake) => {
    const manager = PushManager.prototype as PushManager & { realSubscribe?: PushManager['subscribe'] };
    manager.realSubscribe = manager.subscribe;
    let current: object | null = null;
    const made = {
      endpoint: fake.endpoint,
      toJSON: () => ({ endpoint: fake.endpoint, keys: fake.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    manager.subscribe = async function (options) {
      if ((await Notification.requestPermission()) !== 'granted')
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      (window as unknown as { subscribedWithKey: unknown }).subscribedWithKey = options?.applicationServerKey;
      current = made;
      return made as unknown as PushSubscription;
    };
    manager.getSubscription = async () => current as PushSubscription | null;
  }, subscription);
}

test('the app installs: manifest, icons and a service worker that keeps the shell and photos, never the API, and serves an offline page', async ({
  page,
  context,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    short_name: 'NaijaBid',
    start_url: '/auctions',
    display: 'standalone',
    theme_color: '#047857',
  });
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/auctions', '/dashboard']);
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The IHDR chunk's width and height say the size the manifest claims.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);

  await page.goto('/auctions');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Registered once the page has loaded, when the browser is idle.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null))
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Lighthouse's installability audit (installable-manifest) is Chromium's own verdict, read
  // through the DevTools protocol: no reason about the manifest, icons or worker would stop
  // an install. (A test's browser context is a private window, where nothing installs.)
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await devtools.detach();
  await expect(page.locator('img[src^="/media/"]').first()).toBeVisible();
  const kept = async () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    });
  await expect.poll(async () => (await kept()).some((path) => path.startsWith('/media/'))).toBe(true);
  const paths = await kept();
  expect(paths).toContain('/offline.html');
  expect(paths).toContain('/auctions');
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // A page opened before comes back from the worker's copy.
  await page.goto('/auctions');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.locator('img[src^="/media/"]').first()).toBeVisible();
  await context.setOffline(false);
});

test('a buyer turns alerts on, is outbid, and the push reaches the push service and shows as a notification', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await createVerifiedAccount(request, uniqueEmail('push-seller'));
  const title = `Oraimo power bank ${Date.now().toString(36)}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
  const buyer = await createNamedAccount(request, uniqueEmail('push-buyer'), { firstName: 'Ngozi', lastName: 'Eze' });
  const rival = await createNamedAccount(request, uniqueEmail('push-rival'), { firstName: 'Musa', lastName: 'Bello' });
  await depositToWallet(request, buyer, 10_000_000);
  await depositToWallet(request, rival, 10_000_000);

  const browserSubscription = push.subscribe();
  await context.grantPermissions(['notifications']);
  await usePushService(page, browserSubscription);
  await useToken(page, buyer);
  await page.goto('/auctions');

  // What this Chromium's own push registration answers (recorded, not asserted: without a
  // push service it fails, which is why the test's own stands in).
  const real = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const key = (
      await (
        await fetch('/api/v1/me/push', {
          headers: { Authorization: `Bearer ${localStorage.getItem('user_access_token')}` },
        })
      ).json()
    ).data.publicKey;
    const manager = registration.pushManager as PushManager & { realSubscribe: PushManager['subscribe'] };
    return manager
      .realSubscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then((subscription) => `subscribed at ${new URL(subscription.endpoint).origin}`)
      .catch((error: unknown) => String(error));
  });
  test.info().annotations.push({ type: 'headless Chromium PushManager.subscribe', description: real });
  console.log(`headless Chromium's own PushManager.subscribe: ${real}`);

  // The bell offers alerts while they are off.
  await page.getByRole('button', { name: bellLabels.title }).first().click();
  await expect(page.getByText(bellPushOffer.text)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/settings/notifications');
  await expect(page.getByText(pushSettingsLabels.disabled)).toBeVisible();
  await page.getByRole('button', { name: pushSettingsLabels.enable }).click();
  await expect(page.getByText(pushSettingsLabels.subscribed)).toBeVisible();
  await expect(page.getByText(pushSettingsLabels.enabled)).toBeVisible();
  const settings = await (
    await request.get('/api/v1/me/push', { headers: { Authorization: `Bearer ${buyer}` } })
  ).json();
  expect(await page.evaluate(() => (window as unknown as { subscribedWithKey: unknown }).subscribedWithKey)).toBe(
    settings.data.publicKey,
  );

  await placeBid(request, buyer, listing.id, 2_500_000);
  const outbidAt = Date.now();
  await placeBid(request, rival, listing.id, 3_000_000);
  const received = await push.nextPush(browserSubscription.id, 20_000);
  expect(received.payload).toMatchObject({ title: liveNoticeMessages.outbid(title), url: `/auctions/${listing.id}` });
  expect(received.vapidKey).toBe(settings.data.publicKey);
  expect(received.receivedAt - outbidAt).toBeLessThan(20_000);

  // The push service delivers it to the browser's worker, which shows it.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const shown = await worker.evaluate(async (payload) => {
    // The worker's own scope: its types (WebWorker) are not this project's DOM library.
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const PushEvent = (globalThis as any).PushEvent as new (type: string, init: { data: string }) => Event;
    scope.dispatchEvent(new PushEvent('push', { data: JSON.stringify(payload) }));
    for (let tries = 0; tries < 50; tries += 1) {
      const notifications = await scope.registration.getNotifications();
      if (notifications.length > 0)
        return notifications.map((shown) => ({ title: shown.title, body: shown.body, data: shown.data as unknown }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }, received.payload);
  expect(shown).toEqual([
    {
      title: liveNoticeMessages.outbid(title),
      body: (received.payload as { body: string }).body,
      data: { url: `/auctions/${listing.id}` },
    },
  ]);

  // Turned off on this device: the subscription is gone from the server.
  await page.getByRole('button', { name: pushSettingsLabels.disable }).click();
  await expect(page.getByText(pushSettingsLabels.disabled)).toBeVisible();
});
