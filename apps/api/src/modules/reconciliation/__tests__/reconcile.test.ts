import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOutput, reconciliationTitles } from '@naijabid/shared/messages/reconciliation';
import type { ReconciliationReport } from '@naijabid/shared/schemas/reconciliation';
import { createLocalPhotoStorage, localMediaDir } from '../../../plugins/photo-storage';
import { reconcileReport } from '../../../reconcile';
import { ensureDemoCatalogue } from '../../../seed/seed';
import { bid, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';
import { insertListingRow } from '../../../test/listings';
import { signedInPerson, withdrawTo } from '../../../test/money';
import { closeNow, rows } from '../../../test/orders';
import { depositByCard } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { verifyAuctionReport } from '../../../verify-auction';
import { handleTransferEvent } from '../../../workflows/money/settle-withdrawal';
import { reconcile } from '../service';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const naira = (amount: number) => amount * 100;

let fake: FakeTransfers;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeTransfers();
  app = await startTestApp(MANY_LOGINS, { paystackTransfers: fake.transfers });
  fake.onTransferEvent(async (event) => app.events.publish(await handleTransferEvent(app.database.db, event, app.log)));
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

const step = (who: Bidder, orderId: string, action: string, body?: unknown, headers?: Record<string, string>) =>
  app.request('POST', `/api/v1/orders/${orderId}/${action}`, { token: who.token, body, headers });

/** A sale between `seller` and `buyer`, bid up by a rival and closed now: answers its order. */
async function sale(seller: Bidder, buyer: Bidder, rival: Bidder): Promise<string> {
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: naira(20_000),
    currentPriceKobo: naira(20_000),
    locationState: 'Lagos',
    locationCity: 'Ikeja',
    deliveryFeeInStateKobo: naira(2_500),
  });
  expect((await bid(app, rival, listing.id, naira(30_000))).status).toBe(201);
  expect((await bid(app, buyer, listing.id, naira(40_000))).status).toBe(201);
  return (await closeNow(app.database.db, listing.id))!;
}

const subjectsOf = (report: ReconciliationReport) =>
  Object.fromEntries(report.checks.map((check) => [check.check, check.differences.map((item) => item.subject)]));

describe('npm run reconcile', () => {
  it('finds the books balanced on a busy database, then names each deliberately broken row', async () => {
    const db = app.database.db;
    // The demo catalogue: deposits, bids and sales taken to every order stage by the real workflows.
    await ensureDemoCatalogue(db, createLocalPhotoStorage(localMediaDir(app.dataDir)), {
      forfeitSellerSharePercent: 50,
      inspectionDays: 3,
    });
    const seller = await signedInPerson(app, 'seller');
    const [ada, bola] = [await signedInPerson(app), await signedInPerson(app)];
    for (const buyer of [ada, bola]) await depositByCard(app, buyer.token, naira(150_000));

    const completed = await sale(seller, ada, bola);
    expect(
      (await step(ada, completed, 'pay', { delivery: { method: 'pickup' } }, { 'idempotency-key': randomUUID() }))
        .status,
    ).toBe(200);
    expect((await step(seller, completed, 'ship', { carrier: 'GIG Logistics', trackingNumber: 'GIG-1' })).status).toBe(
      200,
    );
    expect((await step(ada, completed, 'confirm-delivery')).status).toBe(200);
    const disputed = await sale(seller, bola, ada);
    const delivery = {
      method: 'delivery',
      address: { fullName: 'Bola Ade', phone: '08031234567', street: '3 Awolowo Road', city: 'Ikoyi', state: 'Lagos' },
    };
    expect((await step(bola, disputed, 'pay', { delivery }, { 'idempotency-key': randomUUID() })).status).toBe(200);
    expect((await step(seller, disputed, 'ship', { carrier: 'GIG Logistics', trackingNumber: 'GIG-2' })).status).toBe(
      200,
    );
    const dispute = { reason: 'not_as_described', details: 'The screen is cracked and the box was opened before.' };
    expect((await step(bola, disputed, 'disputes', dispute)).status).toBe(201);
    // One left awaiting payment: its winner's security is still held.
    await sale(seller, ada, bola);
    await withdrawTo(app, ada, '10', naira(5_000));
    await withdrawTo(app, bola, '98', naira(6_000));
    await withdrawTo(app, bola, '97', naira(7_000));
    await fake.webhooksSettled();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fake.webhooksSettled();

    expect(await reconcileReport(db)).toEqual({
      exitCode: 0,
      lines: [...Object.values(reconciliationTitles).map(reconcileOutput.ok), reconcileOutput.summaryOk],
    });
    // Every finished sale's bid chain holds too, the demo ones included.
    const ended = await rows<{ id: string }>(db, sql`select id from listings where status = 'ended'`);
    expect(ended.length).toBeGreaterThan(3);
    for (const { id } of ended) expect((await verifyAuctionReport(db, id)).exitCode).toBe(0);

    // Now break one row of each kind, as a bad hand-written UPDATE would.
    const [wallet] = await rows<{ id: string }>(
      db,
      sql`select id from ledger_accounts where user_id = ${ada.id} and kind = 'user_wallet'`,
    );
    await db.execute(sql`update ledger_accounts set credits_posted = credits_posted + 100 where id = ${wallet!.id}`);
    await db.execute(sql`update orders set delivery_fee_kobo = delivery_fee_kobo + 500 where id = ${disputed}`);
    const [clearing] = await rows<{ id: string }>(
      db,
      sql`select id from ledger_accounts where kind = 'provider_clearing'`,
    );
    const [bolaWallet] = await rows<{ id: string }>(
      db,
      sql`select id from ledger_accounts where user_id = ${bola.id} and kind = 'user_wallet'`,
    );
    const [gift] = await rows<{ id: string }>(
      db,
      sql`select ledger_transfer(${clearing!.id}, ${bolaWallet!.id}, 1000, 'deposit', false) as id`,
    );
    const [failed] = await rows<{ reference: string }>(
      db,
      sql`update withdrawals set status = 'succeeded', failure_reason = null where user_id = ${bola.id} and status = 'failed'
          returning reference`,
    );

    const broken = await reconcile(db);
    expect(broken.ok).toBe(false);
    expect(subjectsOf(broken)).toEqual({
      ledger_sums_to_zero: ['the whole ledger'],
      account_balances: [`user_wallet account ${wallet!.id} (of ${ada.id})`],
      escrows: [`order ${disputed}`],
      provider_references: [`ledger transfer ${gift!.id}`, `withdrawal ${failed!.reference}`],
    });
    expect(broken.checks.find((check) => check.check === 'escrows')!.differences[0]!.detail).toBe(
      `a disputed order should have ${naira(30_500 + 2_500) + 500} kobo in escrow; it holds ${naira(30_500 + 2_500)} kobo`,
    );
    const printed = await reconcileReport(db);
    expect(printed.exitCode).toBe(1);
    expect(printed.lines).toContain(reconcileOutput.differs(reconciliationTitles.escrows, 1));
    expect(printed.lines.at(-1)).toBe(reconcileOutput.summaryDiffers);

    // The command itself, from a separate process, where one can reach the database.
    if (app.databaseUrl) {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/reconcile-cli.ts'], {
        cwd: apiRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: app.databaseUrl },
      });
      await expect(run).rejects.toMatchObject({ code: 1, stdout: `${printed.lines.join('\n')}\n` });
    }
  }, 240_000);
});
