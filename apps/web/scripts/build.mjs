#!/usr/bin/env node
/**
 * The web build: the browser's app in dist, then the module the server renders the first
 * screen of `/` and `/auctions` with, in dist/server. One process for both, so `npm start`
 * pays Vite's start-up once.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildWebApp() {
  // The build sets NODE_ENV=production for React's production build (vite.config.ts);
  // `npm start` runs the server in this same process afterwards, under the caller's NODE_ENV.
  const callersNodeEnv = process.env.NODE_ENV;
  try {
    await build({ root });
    await build({ root, build: { ssr: 'src/entry-server.tsx' } });
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWebApp();
