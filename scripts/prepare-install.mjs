#!/usr/bin/env node
/**
 * `npm ci`'s postinstall: does once what a first `npm start` would otherwise do before it
 * answers. It builds the web app and compiles the API server (scripts/start.mjs rebuilds
 * either only when its sources change), and, in a second process at the same time, makes
 * the empty migrated database and the demo photos (apps/api/src/prepare-first-start-cli.ts).
 * Nothing here is needed to run: whatever fails is done by the first start instead, so the
 * install goes on with a warning.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../apps/api/scripts/build.mjs';
import { ensureWebBuild } from '../apps/web/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function prepareDatabaseAndPhotos() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/prepare-first-start-cli.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

async function buildApps() {
  const started = performance.now();
  try {
    await ensureWebBuild({ logLevel: 'warn' });
    await ensureServerBuild();
    console.log(`Built the web app and the API server in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.warn(
      `Could not build the web app and the API server; npm start will. ${error instanceof Error ? error.message : error}`,
    );
  }
}

await Promise.all([prepareDatabaseAndPhotos(), buildApps()]);
