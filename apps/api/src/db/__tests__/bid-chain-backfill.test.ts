import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAuctionOutput } from '@naijabid/shared/messages/bid-log';
import { verifyAuctionReport } from '../../verify-auction';
import type { Database } from '../client';
import { applyFunctionFiles } from '../function-files';
import { migrate, migrationsFolder } from '../migrations';
import * as schema from '../schema';

/** The migrations a database had before the bid chain (0026), as a folder of their own. */
const olderMigrations = mkdtempSync(path.join(tmpdir(), 'naijabid-before-chain-'));
cpSync(migrationsFolder, olderMigrations, { recursive: true });
const journalPath = path.join(olderMigrations, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
journal.entries = journal.entries.filter((entry) => entry.tag < '0026');
writeFileSync(journalPath, JSON.stringify(journal));
afterAll(() => rmSync(olderMigrations, { recursive: true, force: true }));

interface OldDatabase {
  db: Database;
  migrate: (folder: string) => Promise<void>;
  applyFunctions: () => Promise<void>;
  close: () => Promise<void>;
}

/** An empty database of the test's kind (PGlite, or a new database on TEST_DATABASE_URL's server). */
async function emptyDatabase(): Promise<OldDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      migrate: (folder) => migrate(db, folder),
      applyFunctions: () => applyFunctionFiles((script) => client.exec(script)),
      close: () => client.close(),
    };
  }
  const name = `naijabid_backfill_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as Database,
    migrate: (folder) => migrate(db, folder),
    applyFunctions: () => applyFunctionFiles((script) => pool.query(script)),
    close: async () => {
      await pool.end();
      // The pool's connection may still be closing: ended by the drop instead, it would raise
      // an error on a client nobody listens to any more, failing the run.
      for (let waited = 0; waited < 50; waited += 1) {
        const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const answer = (price: number, bidCount: number) =>
  JSON.stringify({
    leading: true,
    currentPrice: price,
    bidCount,
    endsAt: '2026-11-20T10:00:00.000Z',
    minNextBid: price + 1000_00,
  });

async function insertUser(db: Database, firstName: string): Promise<string> {
  const result =
    (await db.execute(sql`insert into users (email, first_name, last_name, account_type, password_hash, terms_accepted_at)
    values (${`${randomUUID()}@example.ng`}, ${firstName}, 'Okoro', 'buyer', 'x', now()) returning id`)) as unknown as {
      rows: Array<{ id: string }>;
    };
  return result.rows[0]!.id;
}

async function insertListing(db: Database, sellerId: string, ended: boolean): Promise<string> {
  const result = (await db.execute(sql`insert into listings (seller_id, title, description, category, brand, condition,
      starting_price_kobo, current_price_kobo, status, outcome, starts_at, ends_at, closed_at)
    values (${sellerId}, 'Tecno Camon 20', 'A phone.', 'Phones & Tablets', 'Tecno', 'used', 5000000, 5000000,
      ${ended ? 'ended' : 'scheduled'}, ${ended ? 'sold' : null}, now() - interval '2 days',
      ${ended ? sql`now() - interval '1 day'` : sql`now() + interval '1 day'`}, ${ended ? sql`now() - interval '1 day'` : null})
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows[0]!.id;
}

async function insertBid(db: Database, listingId: string, bidderId: string, max: number, price: number, count: number) {
  await db.execute(sql`insert into bids (listing_id, bidder_id, max_amount_kobo, idempotency_key, answer)
    values (${listingId}, ${bidderId}, ${max}, ${randomUUID()}, ${answer(price, count)}::jsonb)`);
}

describe('migration 0026 on a database that already has bids', () => {
  it('chains the existing bids of each auction in the order they were placed, records the final hash of the ended ones, and new bids continue the chain', async () => {
    const database = await emptyDatabase();
    try {
      const { db } = database;
      await database.migrate(olderMigrations);
      const seller = await insertUser(db, 'Seller');
      const ada = await insertUser(db, 'Ada');
      const bola = await insertUser(db, 'Bola');
      const ended = await insertListing(db, seller, true);
      const live = await insertListing(db, seller, false);
      // Interleaved across the two auctions, as bids arrive.
      await insertBid(db, ended, ada, 60_000_00, 50_000_00, 1);
      await insertBid(db, live, bola, 55_000_00, 50_000_00, 1);
      await insertBid(db, ended, bola, 70_000_00, 61_000_00, 2);
      await insertBid(db, ended, ada, 90_000_00, 71_000_00, 3);

      await database.migrate(migrationsFolder);
      await database.applyFunctions();

      const positions = (await db.execute(
        sql`select listing_id, chain_position from bids order by sequence`,
      )) as unknown as { rows: Array<{ listing_id: string; chain_position: number }> };
      expect(positions.rows.map((row) => [row.listing_id, row.chain_position])).toEqual([
        [ended, 1],
        [live, 1],
        [ended, 2],
        [ended, 3],
      ]);
      const endedReport = await verifyAuctionReport(db, ended);
      expect(endedReport.exitCode).toBe(0);
      expect(endedReport.line).toMatch(/and end in the final hash [0-9a-f]{64}\.$/);
      expect(await verifyAuctionReport(db, live)).toEqual({
        exitCode: 0,
        line: verifyAuctionOutput.ok('Tecno Camon 20', 1, null),
      });

      await insertBid(db, live, ada, 65_000_00, 56_000_00, 2);
      expect(await verifyAuctionReport(db, live)).toEqual({
        exitCode: 0,
        line: verifyAuctionOutput.ok('Tecno Camon 20', 2, null),
      });
    } finally {
      await database.close();
    }
  }, 120_000);
});
