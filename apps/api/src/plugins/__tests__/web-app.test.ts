import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsePath } from '@naijabid/shared/browse-path';
import { DEFAULT_INSPECTION_DAYS, RETURN_RULES } from '@naijabid/shared/constants';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_QUERIES,
  auctionPagePaths,
  type FirstScreenData,
} from '@naijabid/shared/first-screen';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import { signUpAndLogIn } from '../../test/accounts';
import { bid, fundedBidder } from '../../test/bidding';
import { createListing } from '../../test/listings';
import { startTestApp, type TestApp } from '../../test/test-app';

const distDir = mkdtempSync(path.join(tmpdir(), 'naijabid-dist-'));
let app: TestApp;

/**
 * Stands in for `vite build --ssr`: echoes what it is given (a browse answer's card count,
 * the paths of the others); a `fail` in the address throws.
 */
const fakeRenderer = `export async function renderFirstScreen(url, data) {
  if (url.includes('fail')) throw new Error('render failed');
  const [answer] = Object.values(data.responses);
  const shown = answer.items ? answer.items.length + ' cards' : Object.keys(data.responses).join(' ');
  return { head: '<link rel="preload" as="image" href="/first.webp"/>', body: '<main data-url="' + url + '">' + shown + '</main>' };
}
export async function loadCodeFor() {}`;

function firstScreenData(html: string): FirstScreenData {
  const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  expect(json, 'the page carries its first screen data').toBeDefined();
  return JSON.parse(json!) as FirstScreenData;
}

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>NaijaBid</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'server', 'entry-server.js'), fakeRenderer);
  // The build's template of server-rendered pages has no entry script (route-preload starts it).
  writeFileSync(
    path.join(distDir, 'server', 'first-screen.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>NaijaBid</title><script type="module" async src="/assets/route-preload-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const preCompressed = `console.log(${JSON.stringify('y'.repeat(4000))});`;
  writeFileSync(path.join(distDir, 'assets', 'app-def456.js'), preCompressed);
  writeFileSync(path.join(distDir, 'assets', 'app-def456.js.br'), brotliCompressSync(preCompressed));
  writeFileSync(path.join(distDir, 'assets', 'app-def456.js.gz'), gzipSync(preCompressed, { level: 9 }));
  // What the pages carry is tested here, not the deadline: a busy CI machine may take longer than a visitor waits.
  app = await startTestApp({ webDistDir: distDir, firstScreenDeadlineMs: 30_000 });
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the web app from the API port', () => {
  it.each(['/', '/register', '/verify?email=a%40b.ng', '/dashboard'])(
    'answers %s with index.html, revalidated each visit',
    async (route) => {
      const response = await app.request('GET', route);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets compressed, with a year-long immutable cache', async () => {
    const response = await fetch(`${app.baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gz'],
  ])('sends the build’s own %s file of an asset as it was written, not compressed again', async (encoding, suffix) => {
    // node:http, not fetch, which would decode the body before the test sees its bytes.
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${app.baseUrl}/assets/app-def456.js`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body.equals(readFileSync(path.join(distDir, 'assets', `app-def456.js.${suffix}`)))).toBe(true);
  });

  it('serves the page for an address whose query holds a NUL; only the API refuses it', async () => {
    const page = await app.request('GET', '/search?q=lap%00top');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await app.request('GET', '/api/v1/auctions?q=lap%00top')).status).toBe(400);
  });

  it('renders the first screen of / and /auctions into the page with the data it used, once there is a live auction', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token, { title: 'Tecno </script><b>Spark</b>' });
    for (const [route, query] of Object.entries(FIRST_SCREEN_QUERIES)) {
      const before = Date.now();
      const html = (await app.request('GET', route)).body as string;
      const data = firstScreenData(html);
      expect(data.renderedAt, route).toBeGreaterThanOrEqual(before);
      const answer = data.responses[browsePath(query)] as { items: Array<{ id: string; title: string }> };
      expect(
        answer.items.map((item) => item.id),
        route,
      ).toContain(listing.id);
      // The fake renderer echoes what it was given: the page's address and the same data.
      expect(html).toContain(`<div id="root"><main data-url="${route}">${answer.items.length} cards</main></div>`);
      expect(
        html.indexOf('<link rel="preload" as="image" href="/first.webp"/>'),
        'image preloads lead the head',
      ).toBeLessThan(html.indexOf('<title>'));
      expect(html).not.toContain('</script><b>');
      expect(html).toContain('src="/assets/route-preload-abc123.js"');
      expect(html).not.toContain('/assets/index-abc123.js');
    }
    const other = (await app.request('GET', '/login')).body as string;
    expect(other).toContain('<div id="root"></div>');
    expect(other).not.toContain(FIRST_SCREEN_DATA_ID);
  });

  it("renders an auction's page with the auction, its bids, its watcher count and buyer protection, a visitor's view that a session reads again", async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token, { title: 'Infinix Hot 40' });
    const paths = auctionPagePaths(listing.id);

    const unbid = (await app.request('GET', `/auctions/${listing.id}`)).body as string;
    expect(firstScreenData(unbid).responses, 'no bid history is read before the first bid').toEqual({
      [paths.auction]: (await app.request('GET', `/api/v1${paths.auction}`)).body.data,
      [paths.watchers]: { watchers: 0 },
      [paths.buyerProtection]: { inspectionDays: DEFAULT_INSPECTION_DAYS, ...RETURN_RULES },
    });
    expect(unbid).toContain(
      `<div id="root"><main data-url="/auctions/${listing.id}">${paths.auction} ${paths.watchers} ${paths.buyerProtection}</main></div>`,
    );

    const bidder = await fundedBidder(app, 10_000_000_00);
    expect((await bid(app, bidder, listing.id, listing.startingPrice)).status).toBe(201);
    const html = (await app.request('GET', `/auctions/${listing.id}`)).body as string;
    const data = firstScreenData(html);
    const auction = (data.responses[paths.auction] as { auction: AuctionDetail }).auction;
    expect(auction).toMatchObject({ title: 'Infinix Hot 40', bidCount: 1 });
    expect(auction.yourBid ?? null, "the page is a visitor's: no bidder's standing, no seller's reserve").toBeNull();
    expect(auction).not.toHaveProperty('reservePrice');
    expect((data.responses[paths.bids] as { items: unknown[] }).items).toHaveLength(1);
    expect(data.personal).toEqual([paths.auction]);
    expect(html).toContain('src="/assets/route-preload-abc123.js"');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])(
    'serves an auction page it cannot render (%s) for the app to answer',
    async (id) => {
      const html = (await app.request('GET', `/auctions/${id}`)).body as string;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
    },
  );

  it('serves the page for the app to render when the first screen cannot be rendered', async () => {
    const html = (await app.request('GET', '/auctions?fail=1')).body as string;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });

  it('never serves the server build as a file', async () => {
    const response = await app.request('GET', '/server/entry-server.js');
    expect(String(response.body)).not.toContain('renderFirstScreen');
  });

  it('keeps unknown API paths and API methods as JSON 404s', async () => {
    expect((await app.request('GET', '/api/v1/unknown')).body.code).toBe('not_found');
    expect((await app.request('POST', '/register', { body: {} })).status).toBe(404);
  });
});
