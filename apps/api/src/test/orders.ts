import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { systemAccount, transfer, walletAccount } from '../modules/wallet/repository';
import { createDevMailboxMailer } from '../plugins/mailer';
import { mailJobs, runDueJobs } from '../plugins/job-queue';
import { closeAuction } from '../workflows/bidding/close-auctions';
import { offerJobs } from '../workflows/orders/answer-offer';
import { orderJobs } from '../workflows/orders/order-jobs';
import { depositCheckJobs } from '../workflows/money/check-deposit';
import { depositJobs } from '../workflows/orders/pay-after-deposit';
import { unsubscribeKey } from '../modules/notifications/unsubscribe-token';
import { noticeMailJobs } from '../workflows/notices/notice-mail';
import { watchReminderJobs } from '../workflows/notices/watch-reminder';
import { savedSearchMatchJobs } from '../workflows/notices/saved-search-matches';
import { savedSearchDigestJobs } from '../workflows/notices/saved-search-digest';
import { relistJobs } from '../workflows/bidding/relist';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

/**
 * Runs the jobs due now, and those they schedule for now (a reminder's mail), as a server
 * process's runner would over its next ticks; a failed job fails the test.
 */
export async function runJobs(app: TestApp, forfeitSellerSharePercent = 50): Promise<void> {
  const db = app.database.db;
  const handlers = {
    ...mailJobs(createDevMailboxMailer(db)),
    ...orderJobs({ forfeitSellerSharePercent }),
    ...offerJobs(),
    ...watchReminderJobs(),
    ...savedSearchMatchJobs(),
    ...savedSearchDigestJobs({ publicUrl: app.baseUrl }),
    ...relistJobs(),
    ...noticeMailJobs({ publicUrl: app.baseUrl, unsubscribeKey: unsubscribeKey(TEST_JWT_SECRET) }),
    ...depositJobs({ log: app.log }),
    ...depositCheckJobs({
      db,
      provider: app.paymentProvider,
      log: app.log,
      publish: (events) => app.events.publish(events),
    }),
  };
  for (
    let outcomes = await runDueJobs(db, handlers, { leaseSeconds: 60 });
    outcomes.length > 0;
    outcomes = await runDueJobs(db, handlers, { leaseSeconds: 60 })
  ) {
    for (const outcome of outcomes) {
      if (outcome.error) throw outcome.error;
      app.events.publish(outcome.events);
    }
  }
}

/** Ends the auction now and closes it; answers its order's id, if it sold. */
export async function closeNow(db: Database, listingId: string): Promise<string | undefined> {
  await db.execute(
    sql`update listings set ends_at = now() - interval '1 millisecond' where id = ${listingId} and status = 'scheduled'`,
  );
  await closeAuction(db, listingId);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.listingId, listingId));
  return order?.id;
}

/** Credits a wallet straight from the provider's clearing account, as a deposit would. */
export async function fund(db: Database, userId: string, amountKobo: number): Promise<void> {
  const clearing = await systemAccount(db, 'provider_clearing');
  const wallet = await walletAccount(db, userId);
  await db.transaction((tx) =>
    transfer(tx, { debitAccountId: clearing.id, creditAccountId: wallet.id, amountKobo, purpose: 'deposit' }),
  );
}

export async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
