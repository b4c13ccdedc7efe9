import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { nubanLooksMistyped } from '@naijabid/shared/nuban';
import type { Database } from '../../db/client';
import { fakePaystackAccountHolders, fakePaystackRecipients, fakePaystackTransfers } from '../../db/schema';
import type { FakePaystackContext } from './context';

/**
 * The fake Paystack's payout endpoints, with the paths and payloads of Paystack's own
 * (dist/paystack.yaml): GET /bank, GET /bank/resolve, POST /transferrecipient, POST
 * /transfer, GET /transfer/verify/:reference, and the transfer.* webhooks.
 *
 * What a transfer does is chosen by the account number, so a demo or a test picks an
 * outcome by the account it saves (the first two digits; at a bank the NUBAN check covers,
 * the last digit must still be the check digit):
 *
 *   99........  resolve answers 422: no such account
 *
 * Resolve names an account whose holder the fake's customer validation confirmed after that
 * person (customer-identification.ts), as a bank would; any other after its number.
 *   98........  the transfer fails: transfer.failed
 *   97........  it succeeds, then the bank returns it: transfer.success, then transfer.reversed
 *   96........  POST /transfer answers status `otp` (the integration asks for OTPs); no webhook
 *   95........  it stays pending and no webhook comes until the outcome is set (below)
 *   anything else succeeds: transfer.success as soon as POST /transfer has answered
 *
 * A fake-only control sets any transfer's outcome later, as the bank would:
 *   POST /fake/transfers/:reference/outcome { status: 'success' | 'failed' | 'reversed', webhook?: false }
 * with `webhook: false` changing only what GET /transfer/verify answers (a webhook lost).
 *
 * Recipients and transfers are rows of `fake_paystack_*`; what the bank does later (settle a
 * transfer once POST /transfer has answered, return a 97… one after) is a due change on the
 * transfer's row, applied by whichever process serving the fake polls first.
 */

/** Paystack's Nigerian banks, with the codes its bank list gives them. */
const BANKS: ReadonlyArray<{ name: string; slug: string; code: string }> = [
  { name: 'Access Bank', slug: 'access-bank', code: '044' },
  { name: 'Access Bank (Diamond)', slug: 'access-bank-diamond', code: '063' },
  { name: 'Carbon', slug: 'carbon', code: '565' },
  { name: 'Citibank Nigeria', slug: 'citibank-nigeria', code: '023' },
  { name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050' },
  { name: 'Fidelity Bank', slug: 'fidelity-bank', code: '070' },
  { name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011' },
  { name: 'First City Monument Bank', slug: 'first-city-monument-bank', code: '214' },
  { name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058' },
  { name: 'Heritage Bank', slug: 'heritage-bank', code: '030' },
  { name: 'Jaiz Bank', slug: 'jaiz-bank', code: '301' },
  { name: 'Keystone Bank', slug: 'keystone-bank', code: '082' },
  { name: 'Kuda Bank', slug: 'kuda-bank', code: '50211' },
  { name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515' },
  { name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992' },
  { name: 'PalmPay', slug: 'palmpay', code: '999991' },
  { name: 'Polaris Bank', slug: 'polaris-bank', code: '076' },
  { name: 'Providus Bank', slug: 'providus-bank', code: '101' },
  { name: 'Stanbic IBTC Bank', slug: 'stanbic-ibtc-bank', code: '221' },
  { name: 'Standard Chartered Bank', slug: 'standard-chartered-bank', code: '068' },
  { name: 'Sterling Bank', slug: 'sterling-bank', code: '232' },
  { name: 'Union Bank of Nigeria', slug: 'union-bank-of-nigeria', code: '032' },
  { name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033' },
  { name: 'Unity Bank', slug: 'unity-bank', code: '215' },
  { name: 'VFD Microfinance Bank Limited', slug: 'vfd', code: '566' },
  { name: 'Wema Bank', slug: 'wema-bank', code: '035' },
  { name: 'Zenith Bank', slug: 'zenith-bank', code: '057' },
];

const FIRST_NAMES = [
  'Chiamaka',
  'Emeka',
  'Aisha',
  'Tunde',
  'Ngozi',
  'Ibrahim',
  'Funmilayo',
  'Chukwudi',
  'Zainab',
  'Segun',
];
const MIDDLE_NAMES = ['Adaeze', 'Oluwaseun', 'Musa', 'Ifeoma', 'Babatunde', 'Amina', 'Obinna', 'Kehinde'];
const LAST_NAMES = [
  'Okafor',
  'Adeyemi',
  'Bello',
  'Eze',
  'Okonkwo',
  'Abubakar',
  'Olawale',
  'Nwosu',
  'Ibekwe',
  'Danjuma',
];

/**
 * The account's holder, in capitals as banks answer: the person Paystack's customer
 * validation confirmed for it (fake_paystack_account_holders), or else a name made from the
 * number, so the same account always gets the same name.
 */
async function accountNameFor(db: Database, bankCode: string, accountNumber: string): Promise<string> {
  const [holder] = await db
    .select({ name: fakePaystackAccountHolders.name })
    .from(fakePaystackAccountHolders)
    .where(
      and(
        eq(fakePaystackAccountHolders.bankCode, bankCode),
        eq(fakePaystackAccountHolders.accountNumber, accountNumber),
      ),
    );
  if (holder) return holder.name;
  const hash = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  const pick = (names: string[], byte: number) => names[hash[byte]! % names.length]!;
  return `${pick(FIRST_NAMES, 0)} ${pick(MIDDLE_NAMES, 1)} ${pick(LAST_NAMES, 2)}`.toUpperCase();
}

/** How long after its success the bank returns a transfer to a 97… account. */
const REVERSAL_DELAY_MS = 300;

type FinalStatus = 'success' | 'failed' | 'reversed';
type Recipient = typeof fakePaystackRecipients.$inferSelect;
type Transfer = typeof fakePaystackTransfers.$inferSelect & { recipient: Recipient };

const INTEGRATION_ID = 100_001;

/** Names an account after its holder (the fake's customer validation, or the demo seed), once. */
export async function recordAccountHolder(
  db: Database,
  holder: typeof fakePaystackAccountHolders.$inferInsert,
): Promise<void> {
  await db.insert(fakePaystackAccountHolders).values(holder).onConflictDoNothing();
}

export function bankOf(code: string) {
  return BANKS.find((bank) => bank.code === code);
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: false, message });
}

function recipientData(recipient: Recipient) {
  const bank = bankOf(recipient.bankCode)!;
  return {
    active: true,
    createdAt: recipient.createdAt.toISOString(),
    currency: 'NGN',
    description: '',
    domain: 'test',
    email: null,
    id: recipient.id,
    integration: INTEGRATION_ID,
    metadata: null,
    name: recipient.name,
    recipient_code: recipient.code,
    type: 'nuban',
    updatedAt: recipient.createdAt.toISOString(),
    is_deleted: false,
    isDeleted: false,
    details: {
      authorization_code: null,
      account_number: recipient.accountNumber,
      account_name: recipient.name,
      bank_code: recipient.bankCode,
      bank_name: bank.name,
    },
  };
}

function transferData(transfer: Transfer) {
  return {
    amount: transfer.amount,
    createdAt: transfer.createdAt.toISOString(),
    currency: 'NGN',
    domain: 'test',
    failures: null,
    id: transfer.id,
    integration: INTEGRATION_ID,
    reason: transfer.reason,
    reference: transfer.reference,
    source: 'balance',
    source_details: null,
    status: transfer.status,
    titan_code: null,
    transfer_code: transfer.code,
    transferred_at: transfer.status === 'success' ? transfer.updatedAt.toISOString() : null,
    updatedAt: transfer.updatedAt.toISOString(),
  };
}

async function findTransfer(db: Database, reference: string, { lock = false } = {}): Promise<Transfer | undefined> {
  const query = db
    .select({ transfer: fakePaystackTransfers, recipient: fakePaystackRecipients })
    .from(fakePaystackTransfers)
    .innerJoin(fakePaystackRecipients, eq(fakePaystackRecipients.id, fakePaystackTransfers.recipientId))
    .where(eq(fakePaystackTransfers.reference, reference));
  const [row] = await (lock ? query.for('update', { of: fakePaystackTransfers }) : query);
  return row && { ...row.transfer, recipient: row.recipient };
}

const dueChange = and(isNotNull(fakePaystackTransfers.nextStatus), lte(fakePaystackTransfers.nextStatusAt, sql`now()`));

export const fakeTransferRoutes: FastifyPluginAsync<{ context: FakePaystackContext }> = async (app, { context }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!context.authorized(request)) return refuse(reply, 401, 'Invalid key');
  });

  /** Sets a transfer's final status in the caller's transaction, with its webhook unless `webhook` is false. */
  async function settle(tx: Database, transfer: Transfer, status: FinalStatus, webhook = true): Promise<Transfer> {
    const [updated] = await tx
      .update(fakePaystackTransfers)
      .set({ status, updatedAt: sql`now()`, nextStatus: null, nextStatusAt: null })
      .where(eq(fakePaystackTransfers.id, transfer.id))
      .returning();
    const settled = { ...updated!, recipient: transfer.recipient };
    if (webhook) {
      await context.queueWebhook(tx, `transfer.${status}`, {
        ...transferData(settled),
        fee_charged: 1000,
        gateway_response: null,
        recipient: recipientData(settled.recipient),
        session: { provider: null, id: null },
      });
    }
    return settled;
  }

  // The bank's later moves, due on the transfers' rows: each is taken under its row lock by one process.
  context.addDueWork({
    async run(db) {
      await db.transaction(async (tx) => {
        const due = await tx
          .select({ reference: fakePaystackTransfers.reference })
          .from(fakePaystackTransfers)
          .where(dueChange)
          .orderBy(asc(fakePaystackTransfers.nextStatusAt))
          .limit(20)
          .for('update', { skipLocked: true });
        for (const { reference } of due) {
          const transfer = (await findTransfer(tx, reference))!;
          await settle(tx, transfer, transfer.nextStatus!);
          if (transfer.nextStatus === 'success' && transfer.recipient.accountNumber.startsWith('97')) {
            await tx
              .update(fakePaystackTransfers)
              .set({
                nextStatus: 'reversed',
                nextStatusAt: sql`now() + make_interval(secs => ${REVERSAL_DELAY_MS / 1000})`,
              })
              .where(eq(fakePaystackTransfers.id, transfer.id));
          }
        }
      });
    },
    async outstanding(db, asOf) {
      const [row] = await db
        .select({ id: fakePaystackTransfers.id })
        .from(fakePaystackTransfers)
        .where(and(isNotNull(fakePaystackTransfers.nextStatus), lte(fakePaystackTransfers.nextStatusAt, asOf)))
        .limit(1);
      return row !== undefined;
    },
  });

  app.get('/bank', async (request) => {
    const { currency } = request.query as { currency?: string };
    const banks = currency && currency !== 'NGN' ? [] : BANKS;
    return {
      status: true,
      message: 'Banks retrieved',
      data: banks.map((bank, index) => ({
        id: index + 1,
        name: bank.name,
        slug: bank.slug,
        code: bank.code,
        longcode: bank.code.length === 3 ? `${bank.code}150000` : '',
        gateway: bank.code.length === 3 ? 'emandate' : null,
        pay_with_bank: false,
        supports_transfer: true,
        available_for_direct_debit: bank.code.length === 3,
        active: true,
        country: 'Nigeria',
        currency: 'NGN',
        type: 'nuban',
        is_deleted: false,
        createdAt: '2016-07-14T10:04:29.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      })),
    };
  });

  app.get('/bank/resolve', async (request, reply) => {
    const { account_number: accountNumber = '', bank_code: bankCode = '' } = request.query as Record<
      string,
      string | undefined
    >;
    const known =
      bankOf(bankCode) &&
      /^[0-9]{10}$/.test(accountNumber) &&
      !accountNumber.startsWith('99') &&
      !nubanLooksMistyped(bankCode, accountNumber);
    if (!known) return refuse(reply, 422, 'Could not resolve account name. Check parameters or try again.');
    return {
      status: true,
      message: 'Account number resolved',
      data: {
        account_number: accountNumber,
        account_name: await accountNameFor(context.db(), bankCode, accountNumber),
        bank_id: 9,
      },
    };
  });

  app.post('/transferrecipient', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { type, name, account_number: accountNumber, bank_code: bankCode } = body;
    if (
      type !== 'nuban' ||
      typeof name !== 'string' ||
      typeof accountNumber !== 'string' ||
      typeof bankCode !== 'string'
    )
      return refuse(reply, 400, 'Type, name, account_number and bank_code are required');
    if (!bankOf(bankCode)) return refuse(reply, 400, 'Invalid bank code');
    // Paystack answers the existing recipient for an account number it has already.
    const db = context.db();
    await db
      .insert(fakePaystackRecipients)
      .values({ code: `RCP_${randomBytes(8).toString('hex')}`, name, accountNumber, bankCode })
      .onConflictDoNothing();
    const [recipient] = await db
      .select()
      .from(fakePaystackRecipients)
      .where(
        and(eq(fakePaystackRecipients.accountNumber, accountNumber), eq(fakePaystackRecipients.bankCode, bankCode)),
      );
    return reply
      .status(201)
      .send({ status: true, message: 'Transfer recipient created successfully', data: recipientData(recipient!) });
  });

  app.post('/transfer', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { amount, recipient: recipientCode, reference, reason, source } = body;
    if (source !== 'balance') return refuse(reply, 400, 'Invalid source');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return refuse(reply, 400, 'Amount must be at least 100 kobo');
    if (typeof reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(reference))
      return refuse(reply, 400, 'Reference must be 16 to 50 lowercase letters, digits, - or _');
    const db = context.db();
    const [recipient] =
      typeof recipientCode === 'string'
        ? await db.select().from(fakePaystackRecipients).where(eq(fakePaystackRecipients.code, recipientCode))
        : [];
    if (!recipient) return refuse(reply, 400, 'Recipient specified is invalid');
    const prefix = recipient.accountNumber.slice(0, 2);
    const otp = prefix === '96';
    // The bank settles it right after the answer (the caller may still meet the webhook
    // before it has stored the answer, as it may with Paystack); a 95… one waits for
    // POST /fake/transfers/:reference/outcome.
    const settlesNow = !otp && prefix !== '95';
    const [inserted] = await db
      .insert(fakePaystackTransfers)
      .values({
        code: `TRF_${randomBytes(8).toString('hex')}`,
        reference,
        amount,
        reason: typeof reason === 'string' ? reason : '',
        status: otp ? 'otp' : 'pending',
        recipientId: recipient.id,
        nextStatus: settlesNow ? (prefix === '98' ? 'failed' : 'success') : null,
        nextStatusAt: settlesNow ? sql`now()` : null,
      })
      .onConflictDoNothing({ target: fakePaystackTransfers.reference })
      .returning();
    if (!inserted) return refuse(reply, 400, 'Duplicate Transfer Reference');
    const transfer = { ...inserted, recipient };
    if (settlesNow) reply.raw.once('finish', () => context.deliverSoon());
    const message = transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued';
    return {
      status: true,
      message,
      data: {
        ...transferData(transfer),
        transfersessionid: [],
        transfertrials: [],
        request: transfer.id,
        recipient: recipient.id,
      },
    };
  });

  app.get('/transfer/verify/:reference', async (request, reply) => {
    const transfer = await findTransfer(context.db(), (request.params as { reference: string }).reference);
    if (!transfer) return refuse(reply, 404, 'Transfer not found');
    return {
      status: true,
      message: 'Transfer retrieved',
      data: {
        ...transferData(transfer),
        recipient: recipientData(transfer.recipient),
        session: { provider: null, id: null },
      },
    };
  });

  app.post('/fake/transfers/:reference/outcome', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const { status, webhook } = (request.body ?? {}) as { status?: unknown; webhook?: unknown };
    const settled = await context.db().transaction(async (tx) => {
      const transfer = await findTransfer(tx, reference, { lock: true });
      if (!transfer || (status !== 'success' && status !== 'failed' && status !== 'reversed')) return transfer;
      return settle(tx, transfer, status, webhook !== false);
    });
    if (!settled) return refuse(reply, 404, 'Transfer not found');
    if (status !== 'success' && status !== 'failed' && status !== 'reversed')
      return refuse(reply, 400, 'status must be success, failed or reversed');
    context.deliverSoon();
    return { status: true, message: `Transfer marked ${status}`, data: transferData(settled) };
  });
};
