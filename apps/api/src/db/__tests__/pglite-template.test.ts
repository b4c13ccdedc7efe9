import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../client';
import { newsletterSubscriptions } from '../schema';
import { openDataDir, writeDatabaseTemplate } from '../pglite-template';

const folder = mkdtempSync(path.join(tmpdir(), 'naijabid-template-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const migrationCount = (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe('the install template of the embedded database', () => {
  it('gives a new data folder a fully migrated database, which later starts reopen as it was left', async () => {
    const template = await writeDatabaseTemplate();
    expect(statSync(template).size).toBeGreaterThan(0);
    const dataDir = path.join(folder, 'data');

    const first = await openDataDir(dataDir);
    const applied = (await first.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ count: number }> };
    expect(applied.rows[0]!.count).toBe(migrationCount);
    await first.db.insert(newsletterSubscriptions).values({ email: 'kept@example.com', confirmTokenHash: 'x' });
    await first.close();

    const again = await openDataDir(dataDir);
    expect(await again.db.$count(newsletterSubscriptions)).toBe(1);
    await again.close();
  }, 60_000);
});
