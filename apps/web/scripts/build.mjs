#!/usr/bin/env node
/**
 * The web build: the browser's app in dist, then the module the server renders the first
 * screen of `/` and `/auctions` with, in dist/server. One process for both, so `npm start`
 * pays Vite's start-up once. `npm ci` builds it (scripts/prepare-install.mjs) and `npm start`
 * again only when its sources changed since (`ensureWebBuild`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(root, '../..');
const buildStamp = path.join(root, 'dist/.sources-hash');
/** Everything the web build reads besides installed packages, and the lockfile for those. */
const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-route-preload.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

function sourcesHash() {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = path.join(repoRoot, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) add(path.join(relative, entry));
    } else {
      hash.update(relative).update('\0').update(readFileSync(full));
    }
  };
  BUILD_INPUTS.forEach(add);
  // Vite bakes VITE_* variables into the bundle.
  const viteEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort();
  hash.update(JSON.stringify(viteEnv));
  return hash.digest('hex');
}

/** `logLevel` 'warn' leaves out Vite's list of files. */
export async function buildWebApp({ logLevel } = {}) {
  // Vite is loaded only to build: a start that reuses the build does not pay for it.
  const { build } = await import('vite');
  // The build sets NODE_ENV=production for React's production build (vite.config.ts);
  // `npm start` runs the server in this same process afterwards, under the caller's NODE_ENV.
  const callersNodeEnv = process.env.NODE_ENV;
  try {
    await build({ root, logLevel });
    await build({ root, logLevel, build: { ssr: 'src/entry-server.tsx' } });
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
}

/** Builds when the sources changed since the last build (or always, `force`); true when it built. */
export async function ensureWebBuild({ force = false, ...options } = {}) {
  const sources = sourcesHash();
  if (!force && existsSync(buildStamp) && readFileSync(buildStamp, 'utf8') === sources) return false;
  await buildWebApp(options);
  writeFileSync(buildStamp, sources);
  return true;
}

// `npm run build` always builds; `--if-changed` (the browser tests) reuses a current build.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await ensureWebBuild({ force: !process.argv.includes('--if-changed') });
  if (!built) console.log('Web app unchanged since the last build; reusing apps/web/dist.');
}
