import { setTimeout as sleep } from 'node:timers/promises';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { createFakePaystack, type FakePaystack } from '../server';

/*
 * Every process serving the fake polls its webhook table twice a second. With the database
 * stopped each poll fails; like the server's own outages, that is one warning per quiet
 * period, not a line per poll.
 */

let fake: FakePaystack | undefined;
// Port 1 on loopback refuses every connection, as a stopped PostgreSQL does.
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/stopped', connectionTimeoutMillis: 500 });
pool.on('error', () => {});

afterAll(async () => {
  await fake?.server.close();
  await pool.end();
});

describe('the fake Paystack while its database is down', () => {
  it('warns once for the many polls that fail in a few seconds', async () => {
    const lines: { level: number; msg: string; failuresSinceLastWarning?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    fake = await createFakePaystack({
      secretKey: 'sk_test_outage',
      db: () => drizzle(pool, { schema }),
      webhookUrl: () => 'http://127.0.0.1:1/api/v1/webhooks/paystack',
      log: Fastify({ logger: { level: 'warn', stream } }).log,
    });
    await sleep(2_500);

    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/a dependency is unavailable/);
  });
});
