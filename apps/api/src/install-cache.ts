import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Work done once per install (`npm ci` runs `prepare-first-start-cli.ts`) and kept beside the
 * installed packages, where a fresh install clears it: the first start then finds it ready.
 */
export const installCacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/naijabid',
);
