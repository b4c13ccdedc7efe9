import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one source of every database function the code calls: `<name>.sql` holds its
 * `CREATE OR REPLACE FUNCTION`. They are applied after the numbered migrations at every
 * start (docs/decisions/005-database-functions-from-their-own-files.md), so changing a rule
 * is a diff of its file and reaches every database on its next start.
 */
export const functionsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../sql/functions');

/**
 * Re-creates every function in one transaction, through `execute` (one connection's simple
 * query, which runs several statements). They are created once without checking their
 * bodies (as pg_dump does), so the files need no order among themselves, then again with
 * the checks on, now that every function they call exists: a mistake in a file fails the
 * start instead of the first call.
 */
export async function applyFunctionFiles(execute: (script: string) => Promise<unknown>): Promise<void> {
  const files = readdirSync(functionsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const definitions = files.map((name) => readFileSync(path.join(functionsFolder, name), 'utf8'));
  await execute('BEGIN');
  try {
    await execute(['SET LOCAL check_function_bodies = off;', ...definitions].join('\n'));
    await execute(['SET LOCAL check_function_bodies = on;', ...definitions].join('\n'));
    await execute('COMMIT');
  } catch (error) {
    // The connection goes back to its pool: it must not stay inside the failed transaction.
    await execute('ROLLBACK');
    throw error;
  }
}
