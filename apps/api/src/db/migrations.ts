import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { functionsFolder } from './function-files';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * A migration line `-- function: <name>` stands for `sql/functions/<name>.sql`, so a
 * migration that needs a function (for a trigger, or to backfill with it) names it instead
 * of restating it (docs/decisions/005-database-functions-from-their-own-files.md). The line
 * is a comment to every other reader of the file: drizzle-kit, and the hash drizzle stores
 * of an applied migration, which is of the file as written.
 */
const FUNCTION_REFERENCE = /^--\s*function:\s*(\S+)\s*$/;

/**
 * A referenced file is created without checking its body: it is today's file, which may read
 * a column that a later migration adds. The files run again, checked, after the migrations.
 */
const UNCHECKED = 'SET LOCAL check_function_bodies = off';
const CHECKED = 'SET LOCAL check_function_bodies TO DEFAULT';

/** The statements of one migration chunk (between two breakpoints), each reference replaced by its file's. */
function expandFunctionReferences(chunk: string, migrationTag: string): string[] {
  const statements: string[] = [];
  let text: string[] = [];
  const flushText = () => {
    // What is left around a reference may be only comments, which some drivers refuse to run alone.
    if (text.some((line) => line.trim() !== '' && !line.trim().startsWith('--'))) statements.push(text.join('\n'));
    text = [];
  };
  for (const line of chunk.split('\n')) {
    const name = FUNCTION_REFERENCE.exec(line.trim())?.[1];
    if (name === undefined) {
      text.push(line);
      continue;
    }
    const file = path.join(functionsFolder, `${name}.sql`);
    if (!/^[a-z0-9_]+$/.test(name) || !existsSync(file))
      throw new Error(`Migration ${migrationTag} refers to sql/functions/${name}.sql, which does not exist`);
    flushText();
    statements.push(UNCHECKED, readFileSync(file, 'utf8'), CHECKED);
  }
  flushText();
  return statements;
}

/** The numbered migrations as drizzle reads them, with their function references expanded. */
export function readMigrations(folder = migrationsFolder): MigrationMeta[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    ...migration,
    sql: migration.sql.flatMap((chunk) => expandFunctionReferences(chunk, journal.entries[index]!.tag)),
  }));
}

/** What drizzle's per-driver `migrate` uses of a database: its dialect and session. */
interface MigratableDatabase {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * Applies the migrations not yet applied, in one transaction, as drizzle's `migrate` does
 * (it records each by its journal time and never applies one twice; the hash it records is
 * of the file as written, and never compared), but from
 * `readMigrations`, so function references are expanded.
 */
export async function migrate(db: object, folder = migrationsFolder): Promise<void> {
  const { dialect, session } = db as MigratableDatabase;
  await dialect.migrate(readMigrations(folder), session, { migrationsFolder: folder });
}

let newestMigrationMillis: number | undefined;

/**
 * Whether the database has every migration this code was built with: a node that finds it
 * behind (another start is still migrating it) is not ready for requests. Drizzle records
 * each migration by its journal time, so the newest record at or past the newest file says so.
 */
export async function migrationsDone(db: { execute: (query: SQL) => Promise<unknown> }): Promise<boolean> {
  newestMigrationMillis ??= readMigrations().at(-1)?.folderMillis ?? 0;
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ newest: string }> };
  return Number(result.rows[0]?.newest ?? 0) >= newestMigrationMillis;
}
