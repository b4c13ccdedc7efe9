#!/usr/bin/env node
/**
 * bench:web: builds the web app, serves it with gzip like production, and for `/` and
 * `/auctions` prints the JavaScript and total bytes transferred on a cold first load and a
 * Lighthouse mobile run (simulated slow 4G, mid-range phone CPU) in the local Chromium.
 * Targets: <= 100 KB gzipped JavaScript on `/`, performance score >= 95, LCP <= 2.0 s.
 * Lighthouse runs LIGHTHOUSE_RUNS times (default 3) per page and reports the median run, as
 * Lighthouse advises, because one run on a busy machine can be far off.
 * `--no-build` reuses dist/; `--strict` exits non-zero when a target is missed.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
const PAGES = ['/', '/auctions'];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { firstLoadJsKb: 100, performanceScore: 95, lcpSeconds: 2.0 };

const appDir = resolve(fileURLToPath(import.meta.url), '../..');
const distDir = join(appDir, 'dist');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  console.log('Building the web app...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: appDir, stdio: 'inherit' });
}
if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}`);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);
const gzipCache = new Map();

/** A static server with SPA fallback, gzip and immutable caching of hashed assets, as in production. */
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = normalize(join(distDir, decodeURIComponent(url.pathname)));
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
  const ext = extname(file);
  const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
  headers['Cache-Control'] = file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    response.end(gzipCache.get(file));
    return;
  }
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://localhost:${server.address().port}`;

/** Bytes on the wire (encoded body plus headers) of a cold first load, split into JS and all. */
async function measureTransfer(path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let jsBytes = 0;
    let totalBytes = 0;
    let requests = 0;
    for (const response of responses) {
      const sizes = await response.request().sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      totalBytes += bytes;
      requests += 1;
      if (response.request().resourceType() === 'script') jsBytes += sizes.responseBodySize;
    }
    return { jsBytes, totalBytes, requests };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(path) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result.lhr.audits;
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score. */
async function medianLighthouse(path) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouse(path));
  runs.sort((a, b) => a.score - b.score);
  return { ...runs[Math.floor(runs.length / 2)], scores: runs.map((run) => run.score) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let missed = 0;
try {
  for (const path of PAGES) {
    const transfer = await measureTransfer(path);
    const lh = await medianLighthouse(path);
    const checks = [];
    if (path === '/') checks.push(['first-load JS', transfer.jsBytes / 1024 <= TARGETS.firstLoadJsKb]);
    checks.push(['performance score', lh.score >= TARGETS.performanceScore], ['LCP', lh.lcpMs / 1000 <= TARGETS.lcpSeconds]);
    missed += checks.filter(([, ok]) => !ok).length;
    console.log(`\n${path}`);
    console.log(`  first load, gzip:  JavaScript ${kb(transfer.jsBytes)}  total ${kb(transfer.totalBytes)} in ${transfer.requests} requests`);
    console.log(`  Lighthouse mobile, median of ${lh.scores.length} (scores ${lh.scores.join(', ')}): performance ${lh.score}  LCP ${(lh.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(lh.tbtMs)} ms  CLS ${lh.cls.toFixed(3)}  FCP ${(lh.fcpMs / 1000).toFixed(2)} s`);
    console.log(`  targets: ${checks.map(([name, ok]) => `${name} ${ok ? 'met' : 'MISSED'}`).join(', ')}`);
  }
} finally {
  server.close();
}
if (missed && args.has('--strict')) process.exit(1);
