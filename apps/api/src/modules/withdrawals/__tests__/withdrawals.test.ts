import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountMessages, withdrawalMessages } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import { nubanCheckDigit } from '@naijabid/shared/nuban';
import { createDevMailboxMailer } from '../../../plugins/mailer';
import { mailJobs, runDueJobs } from '../../../plugins/job-queue';
import { fundedBidder, type Bidder } from '../../../test/bidding';
import { verifyPhone } from '../../../test/phone';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';
import { rows } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { handleTransferEvent, withdrawalJobs } from '../../../workflows/money/settle-withdrawal';

const LIMITS = { min: 1_000_00, max: 100_000_00, perDay: 150_000_00 };

let fake: FakeTransfers;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeTransfers();
  app = await startTestApp({ withdrawalLimitsKobo: LIMITS }, { paystackTransfers: fake.transfers });
  // Until the app's own webhook route takes transfer.* events, the fake's signed webhooks
  // reach the handler that route will call.
  fake.onTransferEvent(async (event) => app.events.publish(await handleTransferEvent(app.database.db, event, app.log)));
});

afterAll(async () => {
  await fake?.close();
  await app?.close();
});

/** A valid GTBank account number whose first digits pick the fake's outcome (see paystack/fake/transfers.ts). */
function gtbankAccount(serial: string): string {
  return `${serial}${nubanCheckDigit('058', serial)}`;
}

let serialCounter = 0;
function account(prefix = '10'): string {
  serialCounter += 1;
  return gtbankAccount(`${prefix}${String(serialCounter).padStart(7, '0')}`);
}

async function saveAccount(user: Bidder, accountNumber: string, bankCode = '058'): Promise<string> {
  const saved = await app.request('POST', '/api/v1/me/bank-accounts', {
    token: user.token,
    body: { bankCode, accountNumber, confirm: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data.id;
}

/** A funded user with a verified phone, as withdrawing requires. */
async function fundedPayee(fundsKobo: number): Promise<Bidder> {
  const user = await fundedBidder(app, fundsKobo);
  await verifyPhone(app, user.token);
  return user;
}

function withdraw(user: Bidder, bankAccountId: string, amount: number, key: string = randomUUID()) {
  return app.request('POST', '/api/v1/wallet/withdrawals', {
    token: user.token,
    body: { amount, bankAccountId },
    headers: { 'idempotency-key': key },
  });
}

async function balance(user: Bidder) {
  return (await app.request('GET', '/api/v1/wallet', { token: user.token })).body.data;
}

async function withdrawalsOf(user: Bidder) {
  return (await app.request('GET', '/api/v1/wallet/withdrawals', { token: user.token })).body.data.items;
}

/** The verify jobs and mails due now (the verify jobs are brought forward first), as the runner would. */
async function runJobs(): Promise<Array<{ kind: string; error?: unknown }>> {
  const db = app.database.db;
  await db.execute(sql`update jobs set run_at = now() where kind = 'withdrawal_verify' and done_at is null`);
  const handlers = {
    ...mailJobs(createDevMailboxMailer(db)),
    ...withdrawalJobs({ db, transfers: fake.transfers, log: app.log, publish: app.events.publish }),
  };
  return runDueJobs(db, handlers, { leaseSeconds: 60 });
}

async function expectLedgerBalanced(): Promise<void> {
  const [sums] = await rows<{ posted: string; pending: string }>(
    app.database.db,
    sql`select sum(credits_posted - debits_posted)::text as posted, sum(credits_pending - debits_pending)::text as pending from ledger_accounts`,
  );
  expect(sums).toEqual({ posted: '0', pending: '0' });
}

describe('bank accounts', () => {
  it('lists the banks, names an account for the user to confirm, and saves it only when confirmed', async () => {
    const user = await fundedPayee(0);
    const banks = (await app.request('GET', '/api/v1/banks', { token: user.token })).body.data.items;
    expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    expect(banks).toContainEqual({ code: '50211', name: 'Kuda Bank' });

    const accountNumber = account();
    const looked = await app.request('POST', '/api/v1/me/bank-accounts', {
      token: user.token,
      body: { bankCode: '058', accountNumber },
    });
    expect(looked.status).toBe(200);
    expect(looked.body.message).toBe(bankAccountMessages.accountChecked);
    expect(looked.body.data).toMatchObject({ bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber });
    expect(looked.body.data.id).toBeUndefined();
    expect(looked.body.data.accountName).toMatch(/^[A-Z ]+$/);
    expect((await app.request('GET', '/api/v1/me/bank-accounts', { token: user.token })).body.data.items).toEqual([]);

    const id = await saveAccount(user, accountNumber);
    expect(await saveAccount(user, accountNumber)).toBe(id);
    const saved = (await app.request('GET', '/api/v1/me/bank-accounts', { token: user.token })).body.data.items;
    expect(saved).toEqual([{ ...looked.body.data, id }]);
  });

  it('refuses a typo by its check digit, a number of the wrong shape, an unknown bank and an unknown account, each with its message', async () => {
    const user = await fundedPayee(0);
    const valid = account();
    const typo = `${valid.slice(0, 9)}${(Number(valid[9]) + 3) % 10}`;
    const attempt = (bankCode: string, accountNumber: string) =>
      app.request('POST', '/api/v1/me/bank-accounts', { token: user.token, body: { bankCode, accountNumber } });

    const mistyped = await attempt('058', typo);
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.errors).toEqual({ accountNumber: bankAccountMessages.accountNumberTypo });
    const short = await attempt('058', '012345678');
    expect(short.body.errors).toEqual({ accountNumber: bankAccountMessages.accountNumberFormat });
    const unknownBank = await attempt('999', valid);
    expect(unknownBank.status).toBe(400);
    expect(unknownBank.body.errors).toEqual({ bankCode: bankAccountMessages.bankUnknown });
    const unknownAccount = await attempt('058', account('99'));
    expect(unknownAccount.status).toBe(422);
    expect(unknownAccount.body).toMatchObject({
      code: 'bank_account_not_found',
      message: bankAccountMessages.accountNotFound,
      errors: { accountNumber: bankAccountMessages.accountNotFound },
    });
    // At a fintech listed under a code of Paystack's own, the check does not apply.
    expect((await attempt('50211', typo)).status).toBe(200);
  });
});

describe('withdrawals', () => {
  it('sends the money to the bank: the hold is posted when transfer.success arrives, and the user is told', async () => {
    const user = await fundedPayee(50_000_00);
    const bankAccountId = await saveAccount(user, account());
    const answer = await withdraw(user, bankAccountId, 20_000_00);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: withdrawalMessages.requested,
      data: { amount: 20_000_00, status: 'pending', bankName: 'Guaranty Trust Bank', settledAt: null },
    });
    expect(answer.body.data.reference).toMatch(/^[a-z0-9_-]{16,50}$/);
    await fake.webhooksSettled();

    const [withdrawal] = await withdrawalsOf(user);
    expect(withdrawal).toMatchObject({ reference: answer.body.data.reference, status: 'succeeded' });
    expect(withdrawal.settledAt).not.toBeNull();
    expect(await balance(user)).toMatchObject({ available: 30_000_00, held: 0 });
    await runJobs();
    const [mail] = await app.mailTo(user.email);
    expect(mail!.subject).toBe(withdrawalMessages.mailSubject.succeeded(formatNaira(20_000_00)));
    const [notice] = await rows<{ type: string; data: unknown }>(
      app.database.db,
      sql`select type, data from events where channel = ${`user:${user.id}`} order by sequence desc limit 1`,
    );
    expect(notice).toMatchObject({ type: 'withdrawal_settled', data: { status: 'succeeded', amount: 20_000_00 } });
    await expectLedgerBalanced();
  });

  it('returns the money when the transfer fails', async () => {
    const user = await fundedPayee(50_000_00);
    const answer = await withdraw(user, await saveAccount(user, account('98')), 20_000_00);
    expect(answer.status).toBe(201);
    await fake.webhooksSettled();
    expect((await withdrawalsOf(user))[0]).toMatchObject({ status: 'failed' });
    expect(await balance(user)).toMatchObject({ available: 50_000_00, held: 0 });
    await runJobs();
    expect((await app.mailTo(user.email))[0]!.subject).toBe(
      withdrawalMessages.mailSubject.failed(formatNaira(20_000_00)),
    );
    await expectLedgerBalanced();
  });

  it('returns the money when the bank reverses a transfer that had succeeded', async () => {
    const user = await fundedPayee(50_000_00);
    await withdraw(user, await saveAccount(user, account('97')), 20_000_00);
    await fake.webhooksSettled();
    expect(await balance(user)).toMatchObject({ available: 30_000_00 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fake.webhooksSettled();
    expect((await withdrawalsOf(user))[0]).toMatchObject({ status: 'reversed' });
    expect(await balance(user)).toMatchObject({ available: 50_000_00, held: 0 });
    await expectLedgerBalanced();
  });

  it('never lets two withdrawals racing for one balance both pass', async () => {
    const user = await fundedPayee(30_000_00);
    const bankAccountId = await saveAccount(user, account('95'));
    const answers = await Promise.all([1, 2, 3].map(() => withdraw(user, bankAccountId, 20_000_00)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(refused.body).toMatchObject({
      code: 'insufficient_funds',
      message: withdrawalMessages.insufficientFunds(formatNaira(10_000_00)),
    });
    expect(await balance(user)).toMatchObject({ available: 10_000_00, held: 20_000_00 });
    await expectLedgerBalanced();
  });

  it('answers a replayed Idempotency-Key with the first answer and moves nothing more', async () => {
    const user = await fundedPayee(50_000_00);
    const bankAccountId = await saveAccount(user, account('95'));
    const key = randomUUID();
    const first = await withdraw(user, bankAccountId, 10_000_00, key);
    const again = await withdraw(user, bankAccountId, 10_000_00, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await withdrawalsOf(user)).toHaveLength(1);
    const other = await withdraw(user, bankAccountId, 12_000_00, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(withdrawalMessages.keyReused);
  });

  it('settles once however often the webhook comes, and a final withdrawal is left alone', async () => {
    const user = await fundedPayee(50_000_00);
    const answer = await withdraw(user, await saveAccount(user, account('95')), 20_000_00);
    const { reference } = answer.body.data;
    const event = { event: 'transfer.success' as const, data: { reference, amount: 20_000_00, status: 'success' } };
    const results = await Promise.all([1, 2, 3].map(() => handleTransferEvent(app.database.db, event, app.log)));
    expect(results.map((events) => events.length).sort()).toEqual([0, 0, 1]);
    expect(await handleTransferEvent(app.database.db, { event: 'transfer.failed', data: event.data }, app.log)).toEqual(
      [],
    );
    expect((await withdrawalsOf(user))[0]).toMatchObject({ status: 'succeeded' });
    expect(await balance(user)).toMatchObject({ available: 30_000_00, held: 0 });
    const [moves] = await rows<{ count: string }>(
      app.database.db,
      sql`select count(*)::text as count from ledger_transfers t join withdrawals w on t.pending_id = w.hold_transfer_id where w.reference = ${reference}`,
    );
    expect(moves!.count).toBe('1');
    await expectLedgerBalanced();
  });

  it('settles by verifying with Paystack a transfer whose webhook never came, and retries one still pending', async () => {
    const user = await fundedPayee(50_000_00);
    const bankAccountId = await saveAccount(user, account('95'));
    const lost = (await withdraw(user, bankAccountId, 10_000_00)).body.data.reference;
    const stillPending = (await withdraw(user, bankAccountId, 5_000_00)).body.data.reference;
    await fake.setOutcome(lost, 'success', false);

    const outcomes = await runJobs();
    // Earlier tests leave withdrawals pending too: each of those jobs is retried as this one is.
    const retried = outcomes
      .filter((outcome) => outcome.kind === 'withdrawal_verify' && outcome.error)
      .map((outcome) => String(outcome.error));
    expect(retried.filter((error) => error.includes(stillPending))).toHaveLength(1);
    expect(retried.filter((error) => error.includes(lost))).toHaveLength(0);
    const byReference = Object.fromEntries(
      (await withdrawalsOf(user)).map((w: { reference: string; status: string }) => [w.reference, w.status]),
    );
    expect(byReference).toEqual({ [lost]: 'succeeded', [stillPending]: 'pending' });
    expect(await balance(user)).toMatchObject({ available: 35_000_00, held: 5_000_00 });
    await fake.setOutcome(stillPending, 'failed');
    await fake.webhooksSettled();
    expect(await balance(user)).toMatchObject({ available: 40_000_00, held: 0 });
    await expectLedgerBalanced();
  });

  it('leaves a transfer that asks for an OTP waiting for an operator, with a log line', async () => {
    const user = await fundedPayee(50_000_00);
    const answer = await withdraw(user, await saveAccount(user, account('96')), 10_000_00);
    expect((await withdrawalsOf(user))[0]).toMatchObject({ status: 'otp' });
    expect(
      app.logLines.some(
        (line) =>
          line.reference === answer.body.data.reference && String(line.msg).includes('an operator must finalise'),
      ),
    ).toBe(true);
    await runJobs();
    expect((await withdrawalsOf(user))[0]).toMatchObject({ status: 'otp' });
    expect(await balance(user)).toMatchObject({ available: 40_000_00, held: 10_000_00 });
  });

  it('refuses amounts outside the limits with their messages', async () => {
    const user = await fundedPayee(500_000_00);
    const bankAccountId = await saveAccount(user, account());
    const tooSmall = await withdraw(user, bankAccountId, 999_00);
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toEqual({ amount: withdrawalMessages.tooSmall(formatNaira(LIMITS.min)) });
    const tooLarge = await withdraw(user, bankAccountId, LIMITS.max + 1);
    expect(tooLarge.body.errors).toEqual({ amount: withdrawalMessages.tooLarge(formatNaira(LIMITS.max)) });
    expect((await withdraw(user, bankAccountId, 100_000_00)).status).toBe(201);
    const overDay = await withdraw(user, bankAccountId, 60_000_00);
    expect(overDay.status).toBe(422);
    expect(overDay.body).toMatchObject({
      code: 'withdrawal_limit_reached',
      message: withdrawalMessages.dailyLimitReached(formatNaira(LIMITS.perDay), formatNaira(50_000_00)),
    });
    const noKey = await app.request('POST', '/api/v1/wallet/withdrawals', {
      token: user.token,
      body: { amount: 5_000_00, bankAccountId },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe(withdrawalMessages.keyRequired);
    const notMine = await withdraw(await fundedPayee(50_000_00), bankAccountId, 5_000_00);
    expect(notMine.status).toBe(404);
    await fake.webhooksSettled();
    await expectLedgerBalanced();
  });
});
