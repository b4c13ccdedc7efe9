import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browsePath } from '@naijabid/shared/browse-path';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_QUERIES, type FirstScreenData } from '@naijabid/shared/first-screen';
import { signUpAndLogIn } from '../../test/accounts';
import { createListing } from '../../test/listings';
import { startTestApp, type TestApp } from '../../test/test-app';

const distDir = mkdtempSync(path.join(tmpdir(), 'naijabid-dist-'));
let app: TestApp;

/** Stands in for `vite build --ssr`: echoes what it is given; a `fail` in the address throws. */
const fakeRenderer = `export async function renderFirstScreen(url, data) {
  if (url.includes('fail')) throw new Error('render failed');
  const [answer] = Object.values(data.responses);
  return { head: '<link rel="preload" as="image" href="/first.webp"/>', body: '<main data-url="' + url + '">' + answer.items.length + ' cards</main>' };
}`;

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
  app = await startTestApp({ webDistDir: distDir });
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
