import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { signUpAndLogIn } from '../../test/accounts';
import { createListing } from '../../test/listings';
import { startTestApp, type TestApp } from '../../test/test-app';

const distDir = mkdtempSync(path.join(tmpdir(), 'naijabid-dist-'));
let app: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>NaijaBid</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  app = await startTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the web app from the API port', () => {
  it.each(['/', '/register', '/verify?email=a%40b.ng', '/dashboard'])('answers %s with index.html, revalidated each visit', async (route) => {
    const response = await app.request('GET', route);
    expect(response.status).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

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

  it('starts the first card photo of / and /auctions from index.html, once there is one, and on no other page', async () => {
    const photoHints = async (route: string) => ((await app.request('GET', route)).body as string).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(await photoHints('/')).toEqual([]);

    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const listing = await createListing(app, seller.token);
    const photo = (await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.photos[0] as Photo;
    const expected = `imagesrcset="${[320, 640, 1280].map((width) => `${photo.urls[width]} ${width}w`).join(', ')}" imagesizes="200px"`;
    for (const route of ['/', '/auctions']) {
      const hints = await photoHints(route);
      expect(hints, route).toHaveLength(1);
      expect(hints[0]).toContain(expected);
      expect(hints[0]).toContain('fetchpriority="high"');
    }
    expect(await photoHints('/login')).toEqual([]);
  });

  it('keeps unknown API paths and API methods as JSON 404s', async () => {
    expect((await app.request('GET', '/api/v1/unknown')).body.code).toBe('not_found');
    expect((await app.request('POST', '/register', { body: {} })).status).toBe(404);
  });
});
