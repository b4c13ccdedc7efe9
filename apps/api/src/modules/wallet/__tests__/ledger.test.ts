import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { insertUser } from '../../../test/bidding';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { insertListingRow } from '../../../test/listings';
import {
  auctionSecurityAccount,
  availableKobo,
  InsufficientFundsError,
  resolvePending,
  systemAccount,
  transfer,
  walletAccount,
  type LedgerAccount,
} from '../repository';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const newUser = () => insertUser(db, 'ledger');

/** The security account of a fresh auction, as bids hold their security there. */
async function securityAccount(): Promise<LedgerAccount> {
  const listing = await insertListingRow(app, await newUser());
  return auctionSecurityAccount(db, listing.id);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The invariants that must hold after every step, whatever ran before. */
async function checkInvariants(): Promise<void> {
  const [sums] = await rows<{ posted: string; pending: string }>(
    sql`select coalesce(sum(credits_posted - debits_posted), 0) as posted, coalesce(sum(credits_pending - debits_pending), 0) as pending from ledger_accounts`,
  );
  expect(Number(sums!.posted)).toBe(0);
  expect(Number(sums!.pending)).toBe(0);
  const overdrawn = await rows(
    sql`select id from ledger_accounts where debits_must_not_exceed_credits and credits_posted - debits_posted - debits_pending < 0`,
  );
  expect(overdrawn).toEqual([]);
  // Every balance column equals what the transfers themselves add up to.
  const mismatched = await rows(sql`
    with moves as (
      select debit_account_id as account_id, amount_kobo as debit, 0::bigint as credit, phase from ledger_transfers
      union all select credit_account_id, 0, amount_kobo, phase from ledger_transfers
    ), totals as (
      select account_id,
        sum(case when phase in ('posted', 'post_pending') then debit else 0 end) as debits_posted,
        sum(case when phase in ('posted', 'post_pending') then credit else 0 end) as credits_posted,
        sum(case when phase = 'pending' then debit when phase in ('post_pending', 'void_pending') then -debit else 0 end) as debits_pending,
        sum(case when phase = 'pending' then credit when phase in ('post_pending', 'void_pending') then -credit else 0 end) as credits_pending
      from moves group by account_id
    )
    select a.id from ledger_accounts a left join totals t on t.account_id = a.id
    where a.debits_posted <> coalesce(t.debits_posted, 0) or a.credits_posted <> coalesce(t.credits_posted, 0)
       or a.debits_pending <> coalesce(t.debits_pending, 0) or a.credits_pending <> coalesce(t.credits_pending, 0)`);
  expect(mismatched).toEqual([]);
}

type Operation =
  | { type: 'deposit'; user: number; amount: number }
  | { type: 'hold'; user: number; amount: number }
  | { type: 'resolve'; hold: number; outcome: 'post' | 'void' }
  | { type: 'pay'; user: number; amount: number };

const amount = fc.integer({ min: 1, max: 500_000_00 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), user: fc.nat(2), amount }),
  fc.record({ type: fc.constant('hold' as const), user: fc.nat(2), amount }),
  fc.record({
    type: fc.constant('resolve' as const),
    hold: fc.nat(20),
    outcome: fc.constantFrom('post' as const, 'void' as const),
  }),
  fc.record({ type: fc.constant('pay' as const), user: fc.nat(2), amount }),
);

/** The messages of an error and of every error it wraps (drivers and Drizzle wrap database errors). */
function causesOf(error: unknown): string {
  const messages: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    messages.push(cause.message, JSON.stringify(cause));
  return messages.join('\n');
}

async function applyOperation(
  op: Operation,
  wallets: LedgerAccount[],
  security: LedgerAccount,
  holds: string[],
): Promise<void> {
  const clearing = await systemAccount(db, 'provider_clearing');
  const revenue = await systemAccount(db, 'platform_revenue');
  try {
    await db.transaction(async (tx) => {
      switch (op.type) {
        case 'deposit':
          await transfer(tx, {
            debitAccountId: clearing.id,
            creditAccountId: wallets[op.user]!.id,
            amountKobo: op.amount,
            purpose: 'deposit',
          });
          break;
        case 'hold':
          holds.push(
            (
              await transfer(tx, {
                debitAccountId: wallets[op.user]!.id,
                creditAccountId: security.id,
                amountKobo: op.amount,
                purpose: 'bid_security',
                pending: true,
              })
            ).id,
          );
          break;
        case 'resolve': {
          const pendingId = holds[op.hold % Math.max(holds.length, 1)];
          if (pendingId) await resolvePending(tx, pendingId, op.outcome);
          break;
        }
        case 'pay':
          await transfer(tx, {
            debitAccountId: wallets[op.user]!.id,
            creditAccountId: revenue.id,
            amountKobo: op.amount,
            purpose: 'order_commission',
          });
      }
    });
  } catch (error) {
    // Refusals are part of the model: too little money, or a hold already resolved.
    const refused =
      error instanceof InsufficientFundsError || /already resolved|not a pending|resolved_once/.test(causesOf(error));
    if (!refused) throw error;
  }
}

describe('the ledger', () => {
  it('keeps every invariant over random sequences of deposits, holds, resolutions and payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 15 }), async (operations) => {
        const wallets = await Promise.all(
          [newUser(), newUser(), newUser()].map(async (user) => walletAccount(db, await user)),
        );
        const security = await securityAccount();
        const holds: string[] = [];
        for (const op of operations) {
          await applyOperation(op, wallets, security, holds);
          await checkInvariants();
        }
      }),
      { numRuns: 15 },
    );
  });

  it('keeps every invariant over random concurrent batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 2, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
        async (batches) => {
          const wallets = await Promise.all(
            [newUser(), newUser(), newUser()].map(async (user) => walletAccount(db, await user)),
          );
          const security = await securityAccount();
          const holds: string[] = [];
          for (const batch of batches) {
            await Promise.all(batch.map((op) => applyOperation(op, wallets, security, holds)));
            await checkInvariants();
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('never lets a wallet hold or pay more than it holds, even from simultaneous requests', async () => {
    const wallet = await walletAccount(db, await newUser());
    const clearing = await systemAccount(db, 'provider_clearing');
    const security = await securityAccount();
    await db.transaction((tx) =>
      transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountKobo: 10_000_00,
        purpose: 'deposit',
      }),
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          transfer(tx, {
            debitAccountId: wallet.id,
            creditAccountId: security.id,
            amountKobo: 3_000_00,
            purpose: 'bid_security',
            pending: true,
          }),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    const [after] = await rows<LedgerAccount & { debits_pending: string }>(
      sql`select debits_pending from ledger_accounts where id = ${wallet.id}`,
    );
    expect(Number(after!.debits_pending)).toBe(9_000_00);
    await checkInvariants();
  });

  it('resolves a hold once: a racing post and void leave exactly one resolution', async () => {
    const wallet = await walletAccount(db, await newUser());
    const clearing = await systemAccount(db, 'provider_clearing');
    const security = await securityAccount();
    await db.transaction((tx) =>
      transfer(tx, {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountKobo: 5_000_00,
        purpose: 'deposit',
      }),
    );
    const hold = await db.transaction((tx) =>
      transfer(tx, {
        debitAccountId: wallet.id,
        creditAccountId: security.id,
        amountKobo: 1_000_00,
        purpose: 'bid_security',
        pending: true,
      }),
    );
    const results = await Promise.allSettled([
      db.transaction((tx) => resolvePending(tx, hold.id, 'post')),
      db.transaction((tx) => resolvePending(tx, hold.id, 'void')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await checkInvariants();
  });

  it('answers a replayed idempotency key with the first transfer and moves money once', async () => {
    const wallet = await walletAccount(db, await newUser());
    const clearing = await systemAccount(db, 'provider_clearing');
    const deposit = {
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amountKobo: 2_500_00,
      purpose: 'deposit' as const,
      idempotencyKey: `provider:${crypto.randomUUID()}`,
    };
    const first = await db.transaction((tx) => transfer(tx, deposit));
    const replays = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => transfer(tx, deposit))));
    for (const replay of replays) expect(replay.id).toBe(first.id);
    const [account] = await rows<{ credits_posted: string }>(
      sql`select credits_posted from ledger_accounts where id = ${wallet.id}`,
    );
    expect(Number(account!.credits_posted)).toBe(2_500_00);
    expect(availableKobo({ ...wallet, creditsPosted: 2_500_00 })).toBe(2_500_00);
  });

  it('refuses to edit or delete history', async () => {
    await expect(db.execute(sql`update ledger_transfers set amount_kobo = amount_kobo + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
  });
});
