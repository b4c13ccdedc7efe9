import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsFolder } from '../function-files';
import { migrationsFolder, readMigrations } from '../migrations';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A migrations folder holding one migration, `0000_test.sql`, of the given text. */
function oneMigration(text: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'naijabid-migrations-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ entries: [{ idx: 0, when: 1, tag: '0000_test', breakpoints: true }] }),
  );
  writeFileSync(path.join(folder, '0000_test.sql'), text);
  return folder;
}

/**
 * Migrations written before a migration could refer to a function file. They stay as they
 * ran: 0004, 0011 and 0013 hold older bodies (history), 0023 a placeholder the file replaced.
 */
const RESTATED_BEFORE_REFERENCES = ['0004', '0011', '0013', '0023'];

describe('migrations that refer to function files', () => {
  it('run the file in place of the reference, created unchecked, and keep the hash of the migration as written', () => {
    const text = [
      'CREATE TABLE "notes" ("id" integer);',
      '--> statement-breakpoint',
      '-- The guard, before its trigger.',
      '-- function: audit_log_append_only',
      '--> statement-breakpoint',
      'CREATE TRIGGER notes_append_only BEFORE UPDATE ON notes FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();',
    ].join('\n');
    const [migration] = readMigrations(oneMigration(text));

    expect(migration!.sql.map((statement) => statement.trim())).toEqual([
      'CREATE TABLE "notes" ("id" integer);',
      'SET LOCAL check_function_bodies = off',
      readFileSync(path.join(functionsFolder, 'audit_log_append_only.sql'), 'utf8').trim(),
      'SET LOCAL check_function_bodies TO DEFAULT',
      'CREATE TRIGGER notes_append_only BEFORE UPDATE ON notes FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();',
    ]);
    expect(migration!.hash).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('refuse a reference to a function that has no file, naming the migration', () => {
    const folder = oneMigration('-- function: no_such_function\n');
    expect(() => readMigrations(folder)).toThrow(
      'Migration 0000_test refers to sql/functions/no_such_function.sql, which does not exist',
    );
  });

  it('are the only way a migration creates a function that has a file', () => {
    const files = new Set(readdirSync(functionsFolder).map((name) => name.replace(/\.sql$/, '')));
    const restated = readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql') && !RESTATED_BEFORE_REFERENCES.includes(name.slice(0, 4)))
      .flatMap((name) =>
        [...readFileSync(path.join(migrationsFolder, name), 'utf8').matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)/gi)]
          .map(([, fn]) => fn!)
          .filter((fn) => files.has(fn))
          .map((fn) => `${name}: ${fn}`),
      );
    expect(restated).toEqual([]);
    expect(() => readMigrations()).not.toThrow();
  });
});
