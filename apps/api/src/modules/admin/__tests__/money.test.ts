import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMoneyMessages as m, LEDGER_EXPORT_MAX_DAYS } from '@naijabid/shared/messages/admin-money';
import { withdrawalMessages } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import type { AdminWithdrawal } from '@naijabid/shared/schemas/admin-money';
import type { AuditEntry } from '@naijabid/shared/schemas/admin';
import type { Bidder } from '../../../test/bidding';
import { MANY_LOGINS } from '../../../test/bidding';
import { startFakeTransfers, type FakeTransfers } from '../../../test/fake-paystack-transfers';
import { signedInPerson, withdrawTo } from '../../../test/money';
import { signedInOperator } from '../../../test/operators';
import { depositByCard } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { handleTransferEvent } from '../../../workflows/money/settle-withdrawal';

let fake: FakeTransfers;
let app: TestApp;
let operator: Bidder;

beforeAll(async () => {
  fake = await startFakeTransfers();
  app = await startTestApp(MANY_LOGINS, { paystackTransfers: fake.transfers });
  fake.onTransferEvent(async (event) => app.events.publish(await handleTransferEvent(app.database.db, event, app.log)));
  operator = await signedInOperator(app);
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

const admin = (method: string, path: string, body?: unknown) =>
  app.request(method, `/api/v1/admin${path}`, { token: operator.token, body });
const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
const auditOf = async (recordId: string) =>
  (await admin('GET', `/audit?recordId=${encodeURIComponent(recordId)}`)).body.data.items as AuditEntry[];
const withdrawalsOf = async (user: Bidder) =>
  ((await admin('GET', '/withdrawals')).body.data.items as AdminWithdrawal[]).filter(
    (item) => item.user.id === user.id,
  );
const available = async (user: Bidder) =>
  (await app.request('GET', '/api/v1/wallet', { token: user.token })).body.data.available as number;

describe('the console’s money section', () => {
  it('retries a failed withdrawal once, as a new withdrawal of the same amount under the same rules, audited', async () => {
    const user = await signedInPerson(app);
    await depositByCard(app, user.token, 50_000_00);
    const first = await withdrawTo(app, user, '95', 20_000_00);
    await fake.setOutcome(first.reference, 'failed');
    await fake.webhooksSettled();
    expect(await available(user)).toBe(50_000_00);

    const [failed] = await withdrawalsOf(user);
    expect(failed).toMatchObject({
      reference: first.reference,
      status: 'failed',
      amount: 20_000_00,
      bankName: 'Guaranty Trust Bank',
      retryable: true,
      retriedAs: null,
      user: { id: user.id, email: user.email },
    });
    expect(failed!.failureReason).toBeTruthy();

    expect((await admin('POST', `/withdrawals/${failed!.id}/retry`, { reason: 'no' })).status).toBe(400);
    const reason = 'The bank was down on Friday; the user asked us to try again.';
    const retried = await admin('POST', `/withdrawals/${failed!.id}/retry`, { reason });
    expect(retried.status).toBe(201);
    expect(retried.body.data).toMatchObject({ amount: 20_000_00, status: 'pending' });
    expect(retried.body.message).toBe(m.retried(retried.body.data.reference));
    expect(await available(user)).toBe(30_000_00);
    // Again: refused, however often the button is pressed.
    const again = await admin('POST', `/withdrawals/${failed!.id}/retry`, { reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.notRetryable);

    await fake.setOutcome(retried.body.data.reference, 'success');
    await fake.webhooksSettled();
    const listed = await withdrawalsOf(user);
    expect(listed.map((item) => [item.reference, item.status, item.retryable, item.retriedAs])).toEqual([
      [retried.body.data.reference, 'succeeded', false, null],
      [first.reference, 'failed', false, retried.body.data.reference],
    ]);
    expect(await available(user)).toBe(30_000_00);
    const [entry] = await auditOf(failed!.id);
    expect(entry).toMatchObject({
      operator: { id: operator.id },
      action: 'withdrawal.retry',
      recordType: 'withdrawal',
      recordTitle: first.reference,
      reason,
      details: { reference: first.reference, retryReference: retried.body.data.reference, amountKobo: 20_000_00 },
    });
    // A withdrawal that went through is not retried.
    expect((await admin('POST', `/withdrawals/${listed[0]!.id}/retry`, { reason })).status).toBe(409);
    expect((await admin('POST', `/withdrawals/${randomUUID()}/retry`, { reason })).status).toBe(404);
    expect((await admin('GET', '/reconciliation')).body.data.ok).toBe(true);
  });

  it('refuses a retry the wallet can no longer pay for, with the user’s own rule, and writes nothing', async () => {
    const user = await signedInPerson(app);
    await depositByCard(app, user.token, 30_000_00);
    const first = await withdrawTo(app, user, '98', 20_000_00);
    await fake.webhooksSettled();
    await withdrawTo(app, user, '10', 25_000_00);
    await fake.webhooksSettled();
    const failed = (await withdrawalsOf(user)).find((item) => item.reference === first.reference)!;
    expect(failed.status).toBe('failed');
    const refused = await admin('POST', `/withdrawals/${failed.id}/retry`, { reason: 'The user asked again.' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(withdrawalMessages.insufficientFunds(formatNaira(5_000_00)));
    expect(await auditOf(failed.id)).toEqual([]);
    expect((await withdrawalsOf(user)).find((item) => item.id === failed.id)!.retryable).toBe(true);
  });

  it('exports the ledger between two Lagos days as CSV, audited, and refuses a range too long or backwards', async () => {
    const user = await signedInPerson(app);
    await depositByCard(app, user.token, 12_345_00);
    const today = lagosToday();
    const answer = await fetch(`${app.baseUrl}/api/v1/admin/ledger.csv?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="naijabid-ledger-${today}-to-${today}.csv"`,
    );
    const [header, ...lines] = (await answer.text()).trimEnd().split('\n');
    expect(header).toBe(
      'created_at,transfer_id,purpose,phase,amount_kobo,pending_id,debit_account_id,debit_account_kind,debit_owner_id,credit_account_id,credit_account_kind,credit_owner_id',
    );
    const deposit = lines.map((line) => line.split(',')).find((fields) => fields[11] === user.id);
    expect(deposit).toMatchObject({
      2: 'deposit',
      3: 'posted',
      4: '1234500',
      7: 'provider_clearing',
      10: 'user_wallet',
    });
    const times = lines.map((line) => line.split(',')[0]!);
    expect(times).toEqual([...times].sort());
    const [exported] = await auditOf(`${today}..${today}`);
    expect(exported).toMatchObject({
      action: 'ledger.export',
      recordTitle: null,
      operator: { id: operator.id },
      details: { from: today, to: today },
    });

    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const tooLong = new Date(Date.parse(today) - LEDGER_EXPORT_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);
    const long = await admin('GET', `/ledger.csv?from=${tooLong}&to=${today}`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ to: m.rangeTooLong });
    const backwards = await admin('GET', `/ledger.csv?from=${today}&to=${yesterday}`);
    expect(backwards.body.errors).toEqual({ to: m.dateOrder });
    expect((await admin('GET', `/ledger.csv?from=26-11-2026&to=${today}`)).body.errors).toEqual({
      from: m.dateInvalid,
    });
  });

  it('answers the reconciliation report to an operator and every money route as unknown to anyone else', async () => {
    const report = await admin('GET', '/reconciliation');
    expect(report.status).toBe(200);
    expect(report.body.data.checks.map((check: { check: string }) => check.check)).toEqual([
      'ledger_sums_to_zero',
      'account_balances',
      'escrows',
      'provider_references',
    ]);
    const buyer = await signedInPerson(app);
    const unknown = await app.request('GET', `/api/v1/admin/no-such-page`);
    for (const [method, path] of [
      ['GET', '/reconciliation'],
      ['GET', `/ledger.csv?from=${lagosToday()}&to=${lagosToday()}`],
      ['GET', '/withdrawals'],
      ['POST', `/withdrawals/${randomUUID()}/retry`],
    ] as const) {
      const answer = await app.request(method, `/api/v1/admin${path}`, {
        token: buyer.token,
        body: method === 'POST' ? { reason: 'Let me in please' } : undefined,
      });
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: unknown.body });
    }
  });
});
