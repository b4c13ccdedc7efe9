import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../migrations';
import { newsletterSubscriptions } from '../schema';
import { openDataDir, writeDatabaseTemplate } from '../pglite-template';

const folder = mkdtempSync(path.join(tmpdir(), 'naijabid-template-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const migrationCount = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describe('the install template of the embedded database', () => {
  it('gives a new data folder a fully migrated database, which later starts reopen as it was left', async () => {
    const template = await writeDatabaseTemplate();
    // A closed data folder, copied as it is (no dump to unpack inside WebAssembly).
    expect(existsSync(path.join(template, 'pgdata', 'PG_VERSION'))).toBe(true);
    const dataDir = path.join(folder, 'data');

    const first = await openDataDir(dataDir);
    const applied = (await first.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ count: number }> };
    expect(applied.rows[0]!.count).toBe(migrationCount);
    await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.com', confirmTokenHash: 'x' });
    await first.close();

    const again = await openDataDir(dataDir);
    expect(await again.db.$count(newsletterSubscriptions)).toBe(1);
    await again.close();
  }, 60_000);
});

describe('the database functions', () => {
  it('are re-created from sql/functions at every start, so a changed file reaches an existing database', async () => {
    const dataDir = path.join(folder, 'functions');
    const increment = sql`select bid_increment(100000, '[{"incrementKobo": 5000}]'::jsonb) as value`;
    const first = await openDataDir(dataDir);
    await first.db.execute(
      sql`create or replace function bid_increment(p_price_kobo bigint, p_bands jsonb) returns bigint language sql as 'select 1::bigint'`,
    );
    await first.close();

    const again = await openDataDir(dataDir);
    const result = (await again.db.execute(increment)) as unknown as { rows: Array<{ value: number | string }> };
    expect(Number(result.rows[0]!.value)).toBe(5000);
    await again.close();
  }, 60_000);
});
