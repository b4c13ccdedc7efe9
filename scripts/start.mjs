#!/usr/bin/env node
/**
 * `npm start`: builds the web app and compiles the API server when their sources changed
 * since the last build (`npm ci` made both, so a first start and a restart with nothing
 * changed reuse them), then runs the compiled server, which serves that web build, in this
 * same process.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild, serverBuildUrl } from '../apps/api/scripts/build.mjs';
import { ensureWebBuild } from '../apps/web/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!(await ensureWebBuild())) console.log('Web app unchanged since the last build; reusing apps/web/dist.');
if (await ensureServerBuild()) console.log('Compiled the API server into apps/api/dist.');

// The server resolves its defaults (./data, the web build) from the API's folder, as `npm start --workspace apps/api` did.
process.chdir(path.join(root, 'apps/api'));
// Stack traces name the TypeScript files and lines, as they did when tsx ran them.
process.setSourceMapsEnabled(true);
await import(serverBuildUrl);
