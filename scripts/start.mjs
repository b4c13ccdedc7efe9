#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its sources changed since the last build (a restart
 * with nothing changed reuses it), then runs the API server, which serves that build, in
 * this same process.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const buildStamp = path.join(webDir, 'dist/.sources-hash');
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
    const full = path.join(root, relative);
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

const sources = sourcesHash();
const built = existsSync(buildStamp) ? readFileSync(buildStamp, 'utf8') : '';
if (sources !== built) {
  const { buildWebApp } = await import('../apps/web/scripts/build.mjs');
  await buildWebApp();
  writeFileSync(buildStamp, sources);
} else {
  console.log('Web app unchanged since the last build; reusing apps/web/dist.');
}

// The server resolves its defaults (./data, the web build) from the API's folder, as `npm start --workspace apps/api` did.
process.chdir(path.join(root, 'apps/api'));
register();
await import('../apps/api/src/server.ts');
