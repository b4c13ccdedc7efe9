import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one source of every database function the code calls: `<name>.sql` holds its
 * `CREATE OR REPLACE FUNCTION`. They are applied after the numbered migrations at every
 * start (docs/decisions/004-database-functions-from-their-own-files.md), so changing a rule
 * is a diff of its file and reaches every database on its next start.
 */
export const functionsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sql/functions');

/**
 * One script that re-creates every function in one transaction. Bodies are not checked
 * against other functions while they are created (as pg_dump does), so the files need no
 * order among themselves; a body is still checked when it first runs.
 */
export function functionsScript(): string {
  const files = readdirSync(functionsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const definitions = files.map((name) => readFileSync(path.join(functionsFolder, name), 'utf8'));
  return ['BEGIN;', 'SET LOCAL check_function_bodies = off;', ...definitions, 'COMMIT;'].join('\n');
}
