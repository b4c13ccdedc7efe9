/**
 * bench:slow: the site on a slow mobile line and a cheap Android phone. Chromium emulates
 * 1.6 Mbps down, 750 kbps up and an 800 ms round trip (CDP Network.emulateNetworkConditions)
 * and a CPU four times slower (Emulation.setCPUThrottlingRate), on a 360 px phone screen.
 * It starts the real server as `npm start` does, with the demo catalogue in a new embedded
 * database, signs a demo buyer in through the API before the line slows (the way the login
 * page leaves the session: the token in localStorage), and each run, in browser contexts of
 * its own (a cold cache, as a shared link opens), measures:
 *  - time to price: a shared auction link opened cold, from navigation start to the price
 *    on screen;
 *  - time to a confirmed bid: from the tap on Place Bid to the dialog saying the bid is in,
 *    with the minimum bid the dialog offers;
 *  - bytes of a whole visit: land on `/`, Auctions in the top bar, a live auction's card,
 *    Place Bid, the bid; everything the browser received, headers and bodies as sent.
 * Targets: price in 3 s, bid confirmed in 2 s, visit under 400 KB. RUNS runs (default 3),
 * the median and each run printed. `--strict` exits non-zero when a target is missed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { TOKEN_STORAGE_KEYS } from '@naijabid/shared/constants';
import { biddingMessages } from '@naijabid/shared/messages';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';
import * as topBar from '@naijabid/shared/messages/top-bar';
import { placeBidLabels } from '@naijabid/shared/place-bid-labels';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../api/src/seed/demo-catalogue.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
/** 1.6 Mbps down, 750 kbps up (CDP takes bytes per second), 800 ms round trip. */
const SLOW_LINE = { offline: false, latency: 800, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
/** A cheap Android phone's screen: 720 x 1600 pixels at twice the density. */
const PHONE = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const RUNS = Number(process.env.RUNS ?? 3);
const TARGETS = { priceSeconds: 3, bidSeconds: 2, visitKb: 400 };
/** The demo buyer whose wallet holds enough for RUNS bid securities on the dearest demo auction. */
const BUYER = `aisha.okafor@${DEMO_EMAIL_DOMAIN}`;
/** An auction ending sooner could close during the runs (the first demo auctions end 8 minutes after the seeding). */
const MIN_MINUTES_LEFT = 5;
const STEP_TIMEOUT_MS = 90_000;
/** The Live Auctions grid of /auctions and its cards' links. */
const LIVE_SECTION = 'section#live';
const LIVE_CARD_LINKS = `${LIVE_SECTION} a[href^="/auctions/"]`;

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const strict = process.argv.includes('--strict');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => probe.once('listening', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What the page itself notes, in milliseconds since its navigation started. */
interface PageMarks {
  priceVisible?: number;
  placeBidTap?: number;
  confirmTap?: number;
  confirmed?: number;
}

/**
 * Runs in every page before its own scripts: notes when the price first shows (a price label
 * with its naira figure beside it, laid out), when Place Bid and the dialog's Bid button are
 * tapped, and when the dialog answers that the bid is in. Noted in the page, so the times do
 * not include the benchmark's own round trips to the browser.
 */
function watchPage({
  priceLabels,
  placeBid,
  confirmPrefix,
  confirmedTitles,
}: {
  priceLabels: string[];
  placeBid: string;
  confirmPrefix: string;
  confirmedTitles: string[];
}) {
  const marks: PageMarks = {};
  (window as unknown as { benchMarks: PageMarks }).benchMarks = marks;
  const priceShown = () =>
    [...document.querySelectorAll('dt')].some((label) => {
      const figure = label.nextElementSibling;
      return (
        priceLabels.includes(label.textContent?.trim() ?? '') &&
        figure?.tagName === 'DD' &&
        figure.textContent?.includes('₦') &&
        figure.checkVisibility()
      );
    });
  const bidConfirmed = () =>
    [...document.querySelectorAll('dialog[open] h2')].some((title) =>
      confirmedTitles.includes(title.textContent?.trim() ?? ''),
    );
  const frame = () => {
    if (marks.priceVisible === undefined && priceShown()) marks.priceVisible = performance.now();
    if (marks.confirmTap !== undefined && marks.confirmed === undefined && bidConfirmed())
      marks.confirmed = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      const text = button?.textContent?.trim() ?? '';
      if (text === placeBid && marks.placeBidTap === undefined) marks.placeBidTap = performance.now();
      if (text.startsWith(confirmPrefix) && button?.closest('dialog')) marks.confirmTap = performance.now();
    },
    { capture: true },
  );
}

/** Bytes the page received, counted from the browser's own network events. */
class TransferMeter {
  private finishedBytes = 0;
  private readonly openBytes = new Map<string, number>();

  constructor(session: CDPSession) {
    session.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      this.openBytes.set(requestId, (this.openBytes.get(requestId) ?? 0) + encodedDataLength);
    });
    session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      this.openBytes.delete(requestId);
      this.finishedBytes += encodedDataLength;
    });
    session.on('Network.loadingFailed', ({ requestId }) => {
      this.openBytes.delete(requestId);
    });
  }

  /** Finished requests as transferred (headers and encoded bodies), plus what still-open live streams have received. */
  get bytes(): number {
    let open = 0;
    for (const bytes of this.openBytes.values()) open += bytes;
    return this.finishedBytes + open;
  }
}

async function slowPhone(browser: Browser, token: string, origin: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  await context.addInitScript(
    ({ keys, value }) => {
      localStorage.setItem(keys.primary, value);
      localStorage.setItem(keys.copy, value);
    },
    { keys: TOKEN_STORAGE_KEYS, value: token },
  );
  // tsx keeps function names with a `__name` helper of its own, which the page lacks.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchPage, {
    priceLabels: [auctionLabels.startingBid, auctionLabels.currentBid],
    placeBid: placeBidLabels.button,
    confirmPrefix: biddingMessages.submit(''),
    confirmedTitles: [biddingMessages.leadingTitle, biddingMessages.outbidTitle],
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_LINE);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, meter: new TransferMeter(session) };
}

async function waitForMark(page: Page, mark: keyof PageMarks): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => (window as unknown as { benchMarks: PageMarks }).benchMarks[name],
    mark,
    { timeout: STEP_TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function withContext<T>(opened: { context: BrowserContext }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await opened.context.close();
  }
}

/** A shared link to the auction, opened cold: milliseconds from navigation start to the price on screen. */
async function timeToPrice(browser: Browser, token: string, origin: string, auctionId: string): Promise<number> {
  const phone = await slowPhone(browser, token, origin);
  return withContext(phone, async () => {
    await phone.page.goto(`/auctions/${auctionId}`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    return waitForMark(phone.page, 'priceVisible');
  });
}

interface Visit {
  bidMs: number;
  afterConfirmMs: number;
  bytes: number;
}

/** Land, browse, open the auction from its card, bid the minimum through the dialog. */
async function visit(browser: Browser, token: string, origin: string, auctionId: string): Promise<Visit> {
  const phone = await slowPhone(browser, token, origin);
  const { page } = phone;
  return withContext(phone, async () => {
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto('/', { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    // Until the page has read the session, the top bar's Auctions leads to the login page.
    await page
      .getByRole('navigation', { name: topBar.mainNav })
      .locator('a[href="/auctions"]', { hasText: topBar.auctions })
      .click();
    await page.waitForURL('**/auctions');
    // A card's photo and title both lead to the auction; the first of them is enough.
    await page.locator(`${LIVE_SECTION} a[href="/auctions/${auctionId}"]`).first().click();
    await page.waitForURL(`**/auctions/${auctionId}`);
    const bidPanel = page.getByRole('region', { name: biddingMessages.panelTitle });
    await bidPanel.getByRole('button', { name: new RegExp(`^${placeBidLabels.button}`) }).click();
    await page
      .getByRole('dialog', { name: biddingMessages.dialogTitle })
      .getByRole('button', { name: new RegExp(`^${biddingMessages.submit('₦')}`) })
      .click();
    const confirmed = await waitForMark(page, 'confirmed');
    const marks = await page.evaluate(() => (window as unknown as { benchMarks: PageMarks }).benchMarks);
    // What the confirmation itself sets off (the wallet, the bid history) belongs to the visit.
    await pause(2000);
    return {
      bidMs: confirmed - marks.placeBidTap!,
      afterConfirmMs: confirmed - marks.confirmTap!,
      bytes: phone.meter.bytes,
    };
  });
}

interface AuctionSummary {
  id: string;
  endsAt: string;
  currentPrice: number;
}

/** Live auctions far enough from their end, shown on /auctions, one per run. */
async function auctionsToBidOn(origin: string, token: string): Promise<string[]> {
  const answer = await fetch(`${origin}/api/v1/auctions?status=live&limit=50`);
  const items = ((await answer.json()) as { data: { items: AuctionSummary[] } }).data.items;
  const open = new Set(
    items.filter((item) => Date.parse(item.endsAt) - Date.now() > MIN_MINUTES_LEFT * 60_000).map((item) => item.id),
  );
  // The cards /auctions shows, in its order, read once at full speed.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: origin });
    await context.addInitScript(
      ({ keys, value }) => {
        localStorage.setItem(keys.primary, value);
        localStorage.setItem(keys.copy, value);
      },
      { keys: TOKEN_STORAGE_KEYS, value: token },
    );
    const page = await context.newPage();
    await page.goto('/auctions');
    await page.locator(LIVE_CARD_LINKS).first().waitFor();
    const shown = await page
      .locator(LIVE_CARD_LINKS)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice('/auctions/'.length)));
    const picked = [...new Set(shown)].filter((id) => open.has(id)).slice(0, RUNS);
    if (picked.length < RUNS) throw new Error(`Only ${picked.length} live auctions on /auctions to bid on`);
    return picked;
  } finally {
    await browser.close();
  }
}

async function logIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BUYER, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`The demo login answered ${answer.status}`);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function untilLiveAuctions(origin: string, server: { exitCode: number | null }) {
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null) throw new Error('The server stopped before it answered');
    if (waited > 120_000) throw new Error('The server did not list live auctions within 2 minutes');
    try {
      const body = (await (await fetch(`${origin}/api/v1/auctions?status=live&limit=1`)).json()) as {
        data: { items: unknown[] };
      };
      if (body.data.items.length > 0) return;
    } catch {
      // Not listening yet.
    }
    await pause(200);
  }
}

function processGroupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'naijabid-bench-slow-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = spawn('npm', ['start'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  // Its own process group, so npm and the server under it stop together.
  detached: true,
});
const stopServer = () => {
  if (processGroupAlive(server.pid!)) process.kill(-server.pid!, 'SIGTERM');
};
process.once('SIGINT', () => {
  stopServer();
  process.exit(130);
});

let missed = 0;
let browser: Browser | undefined;
try {
  await untilLiveAuctions(origin, server);
  const token = await logIn(origin);
  const auctions = await auctionsToBidOn(origin, token);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const prices: number[] = [];
  const bids: number[] = [];
  const visitBytes: number[] = [];
  for (const [run, auctionId] of auctions.entries()) {
    const price = await timeToPrice(browser, token, origin, auctionId);
    const { bidMs, afterConfirmMs, bytes } = await visit(browser, token, origin, auctionId);
    prices.push(price);
    bids.push(bidMs);
    visitBytes.push(bytes);
    console.log(
      `run ${run + 1}: price ${seconds(price)}  bid ${seconds(bidMs)} (of which after the dialog's Bid button ${seconds(afterConfirmMs)})  visit ${kb(bytes)}`,
    );
  }
  const results = [
    {
      name: 'time to price (shared link, cold)',
      runs: prices,
      show: seconds,
      target: `${TARGETS.priceSeconds} s`,
      met: median(prices) <= TARGETS.priceSeconds * 1000,
    },
    {
      name: 'Place Bid to confirmed bid',
      runs: bids,
      show: seconds,
      target: `${TARGETS.bidSeconds} s`,
      met: median(bids) <= TARGETS.bidSeconds * 1000,
    },
    {
      name: 'whole visit, bytes transferred',
      runs: visitBytes,
      show: kb,
      target: `under ${TARGETS.visitKb} KB`,
      met: median(visitBytes) < TARGETS.visitKb * 1024,
    },
  ];
  console.log(
    `\nSlow line: 1.6 Mbps down, 750 kbps up, 800 ms round trip; CPU ${CPU_SLOWDOWN}x slower; median of ${RUNS} runs`,
  );
  for (const { name, runs, show, target, met } of results) {
    if (!met) missed += 1;
    console.log(
      `  ${name.padEnd(36)} ${show(median(runs)).padStart(9)}   target ${target}: ${met ? 'MET' : 'MISSED'}   (runs: ${runs.map(show).join(', ')})`,
    );
  }
} finally {
  await browser?.close();
  const exited = server.exitCode === null ? new Promise((done) => server.once('exit', done)) : undefined;
  stopServer();
  await exited;
  // npm may exit before the server under it has finished shutting down (and writing to the data folder).
  while (processGroupAlive(server.pid!)) await pause(50);
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed && strict) process.exit(1);
