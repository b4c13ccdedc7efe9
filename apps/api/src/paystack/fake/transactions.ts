import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BRAND_NAME } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import { fakePaystackCustomers, fakePaystackDedicatedAccounts, fakePaystackTransactions } from '../../db/schema';
import { escapeHtml } from '../../plugins/mailer';
import type { FakePaystackContext } from './context';

/**
 * The fake Paystack's money in: transactions (initialize, verify, the hosted checkout page),
 * customers and dedicated accounts, answering in Paystack's envelope with the fields its
 * OpenAPI description gives, and sending the signed `charge.success` webhook when a checkout
 * is paid or money is transferred into a dedicated account. State lives in the database
 * (`fake_paystack_*`), so a checkout started through one server process is paid through any.
 */

type FakeCustomer = typeof fakePaystackCustomers.$inferSelect;
type FakeTransaction = typeof fakePaystackTransactions.$inferSelect & { customer: FakeCustomer };

/** What each preferred_bank slug Paystack documents is called on an account. */
const BANKS: Record<string, string> = {
  'test-bank': 'Test Bank',
  'wema-bank': 'Wema Bank',
  'titan-paystack': 'Paystack-Titan',
};

const initializeSchema = z.object({
  email: z.email(),
  amount: z.coerce.number().int().positive(),
  currency: z.literal('NGN').default('NGN'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9.=-]{1,100}$/, 'Only -, ., = and alphanumeric characters allowed in reference')
    .optional(),
  callback_url: z.url().optional(),
});
const customerSchema = z.object({
  email: z.email(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
const customerNamesSchema = customerSchema.omit({ email: true });
const dedicatedAccountSchema = z.object({ customer: z.string(), preferred_bank: z.string().default('test-bank') });
const checkoutSchema = z.object({ outcome: z.enum(['success', 'failure']) });
const transferIntoAccountSchema = z.object({ amount: z.coerce.number().int().positive() });

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: false, message });
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
}

function code(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex')}`;
}

/** Paystack keeps one customer per email, and answers an existing one when asked to create it again. */
async function customerFor(
  db: Database,
  email: string,
  names: { first_name?: string; last_name?: string } = {},
): Promise<FakeCustomer> {
  await db
    .insert(fakePaystackCustomers)
    .values({ customerCode: code('CUS_'), email, firstName: names.first_name, lastName: names.last_name })
    .onConflictDoNothing({ target: fakePaystackCustomers.email });
  const [customer] = await db.select().from(fakePaystackCustomers).where(eq(fakePaystackCustomers.email, email));
  return customer!;
}

async function findTransaction(
  db: Database,
  where: { reference: string } | { accessCode: string },
  { lock = false } = {},
): Promise<FakeTransaction | undefined> {
  const query = db
    .select({ transaction: fakePaystackTransactions, customer: fakePaystackCustomers })
    .from(fakePaystackTransactions)
    .innerJoin(fakePaystackCustomers, eq(fakePaystackCustomers.id, fakePaystackTransactions.customerId))
    .where(
      'reference' in where
        ? eq(fakePaystackTransactions.reference, where.reference)
        : eq(fakePaystackTransactions.accessCode, where.accessCode),
    );
  const [row] = await (lock ? query.for('update', { of: fakePaystackTransactions }) : query);
  return row && { ...row.transaction, customer: row.customer };
}

function customerJson(customer: FakeCustomer) {
  return {
    id: customer.id,
    customer_code: customer.customerCode,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: null,
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  };
}

/** The Transaction object verify answers and `charge.success` carries. */
function transactionJson(transaction: FakeTransaction) {
  const dedicated = transaction.channel === 'dedicated_nuban';
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    message: null,
    gateway_response: { success: 'Successful', failed: 'Declined', abandoned: 'The transaction was not completed' }[
      transaction.status
    ],
    paid_at: transaction.paidAt?.toISOString() ?? null,
    created_at: transaction.createdAt.toISOString(),
    channel: transaction.channel,
    currency: transaction.currency,
    metadata: null,
    fees: transaction.status === 'success' ? Math.min(Math.round(transaction.amount * 0.015), 200_000) : null,
    authorization: dedicated
      ? { channel: 'dedicated_nuban', receiver_bank_account_number: transaction.receiverAccountNumber }
      : transaction.channel && { channel: transaction.channel, card_type: 'visa', last4: '4081', bank: 'TEST BANK' },
    customer: customerJson(transaction.customer),
  };
}

export const fakeTransactionRoutes: FastifyPluginAsync<{ context: FakePaystackContext }> = async (
  fake,
  { context },
) => {
  fake.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Paystack refuses a call without the secret key before reading it.
  fake.addHook('onRequest', async (request, reply) => {
    const open = request.url.includes('/checkout/') || request.url.includes('/fake/');
    if (!open && !context.authorized(request)) return refuse(reply, 401, 'Invalid key');
  });

  fake.post('/transaction/initialize', async (request, reply) => {
    const parsed = initializeSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const { email, amount, currency, callback_url: callbackUrl } = parsed.data;
    const reference = parsed.data.reference ?? code('T');
    const db = context.db();
    const customer = await customerFor(db, email);
    const [transaction] = await db
      .insert(fakePaystackTransactions)
      .values({
        reference,
        accessCode: code(''),
        amount,
        currency,
        status: 'abandoned',
        callbackUrl: callbackUrl ?? null,
        customerId: customer.id,
      })
      .onConflictDoNothing({ target: fakePaystackTransactions.reference })
      .returning();
    if (!transaction) return refuse(reply, 400, 'Duplicate Transaction Reference');
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${context.publicUrl(transaction.callbackUrl)}/checkout/${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference,
      },
    };
  });

  fake.get('/transaction/verify/:reference', async (request, reply) => {
    const { reference } = request.params as { reference: string };
    const transaction = await findTransaction(context.db(), { reference });
    if (!transaction) return refuse(reply, 404, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionJson(transaction) };
  });

  fake.post('/customer', async (request, reply) => {
    const parsed = customerSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const customer = await customerFor(context.db(), parsed.data.email, parsed.data);
    return { status: true, message: 'Customer created', data: customerJson(customer) };
  });

  fake.put('/customer/:code', async (request, reply) => {
    const parsed = customerNamesSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const customerCode = (request.params as { code: string }).code;
    const [customer] = await context
      .db()
      .update(fakePaystackCustomers)
      .set({ firstName: parsed.data.first_name, lastName: parsed.data.last_name })
      .where(eq(fakePaystackCustomers.customerCode, customerCode))
      .returning();
    if (!customer) return refuse(reply, 404, 'Customer not found');
    return { status: true, message: 'Customer updated', data: customerJson(customer) };
  });

  fake.post('/dedicated_account', async (request, reply) => {
    const parsed = dedicatedAccountSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const db = context.db();
    const [customer] = await db
      .select()
      .from(fakePaystackCustomers)
      .where(eq(fakePaystackCustomers.customerCode, parsed.data.customer));
    if (!customer) return refuse(reply, 404, 'Customer not found');
    const bankName = BANKS[parsed.data.preferred_bank];
    if (!bankName) return refuse(reply, 400, 'Preferred bank is not available');
    const name = [customer.lastName, customer.firstName].filter(Boolean).join(' ') || customer.email;
    const accountOf = async () => {
      const [found] = await db
        .select()
        .from(fakePaystackDedicatedAccounts)
        .where(eq(fakePaystackDedicatedAccounts.customerId, customer.id));
      return found;
    };
    // One account per customer: a second request, from any process, finds the first. A new
    // number that happens to be taken is drawn again.
    for (let tries = 0; tries < 5 && !(await accountOf()); tries += 1) {
      await db
        .insert(fakePaystackDedicatedAccounts)
        .values({
          customerId: customer.id,
          bankName,
          bankSlug: parsed.data.preferred_bank,
          accountNumber: String(randomInt(1_000_000_000, 10_000_000_000)),
          accountName: `${BRAND_NAME}/${name}`.toUpperCase(),
        })
        .onConflictDoNothing();
    }
    const account = await accountOf();
    if (!account) throw new Error('The fake Paystack could not number a dedicated account');
    const now = new Date().toISOString();
    return {
      status: true,
      message: 'NUBAN successfully created',
      data: {
        bank: { name: account.bankName, id: 1, slug: account.bankSlug },
        account_name: account.accountName,
        account_number: account.accountNumber,
        assigned: true,
        currency: 'NGN',
        metadata: null,
        active: true,
        id: account.id,
        created_at: now,
        updated_at: now,
        assignment: {
          integration: 1,
          assignee_id: customer.id,
          assignee_type: 'Customer',
          expired: false,
          account_type: 'PAY-WITH-TRANSFER-RECURRING',
          assigned_at: now,
          expired_at: null,
        },
        customer: customerJson(customer),
      },
    };
  });

  fake.get('/checkout/:accessCode', async (request, reply) => {
    const { accessCode } = request.params as { accessCode: string };
    const transaction = await findTransaction(context.db(), { accessCode });
    if (!transaction) return reply.status(404).type('text/plain').send('Unknown payment.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(checkoutPage(transaction));
  });

  fake.post('/checkout/:accessCode', async (request, reply) => {
    const { accessCode } = request.params as { accessCode: string };
    const parsed = checkoutSchema.safeParse(request.body ?? {});
    // Under the transaction's row lock: two presses of Pay, on any processes, charge it once.
    const transaction = await context.db().transaction(async (tx) => {
      const found = await findTransaction(tx, { accessCode }, { lock: true });
      if (!found || !parsed.success || found.status !== 'abandoned') return found;
      const paid = parsed.data.outcome === 'success';
      const [updated] = await tx
        .update(fakePaystackTransactions)
        .set(paid ? { status: 'success', channel: 'card', paidAt: new Date() } : { status: 'failed', channel: 'card' })
        .where(eq(fakePaystackTransactions.id, found.id))
        .returning();
      const settled = { ...updated!, customer: found.customer };
      if (paid) await context.queueWebhook(tx, 'charge.success', transactionJson(settled));
      return settled;
    });
    if (!transaction) return reply.status(404).type('text/plain').send('Unknown payment.');
    if (!parsed.success) return reply.status(400).type('text/plain').send('Choose Pay or Fail.');
    context.deliverSoon();
    if (!transaction.callbackUrl) return reply.type('text/plain').send(`Payment ${transaction.status}.`);
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set('trxref', transaction.reference);
    back.searchParams.set('reference', transaction.reference);
    return reply.redirect(back.toString(), 303);
  });

  // Fake only (Paystack has no such endpoint): someone transfers money from their bank into
  // a dedicated account, which Paystack reports as a `charge.success` on channel dedicated_nuban.
  fake.post('/fake/dedicated_account/:accountNumber/transfers', async (request, reply) => {
    const { accountNumber } = request.params as { accountNumber: string };
    const parsed = transferIntoAccountSchema.safeParse(request.body ?? {});
    const reference = await context.db().transaction(async (tx) => {
      const [row] = await tx
        .select({ account: fakePaystackDedicatedAccounts, customer: fakePaystackCustomers })
        .from(fakePaystackDedicatedAccounts)
        .innerJoin(fakePaystackCustomers, eq(fakePaystackCustomers.id, fakePaystackDedicatedAccounts.customerId))
        .where(eq(fakePaystackDedicatedAccounts.accountNumber, accountNumber));
      if (!row || !parsed.success) return undefined;
      const now = new Date();
      const [inserted] = await tx
        .insert(fakePaystackTransactions)
        .values({
          reference: code('T'),
          accessCode: code(''),
          amount: parsed.data.amount,
          currency: 'NGN',
          status: 'success',
          channel: 'dedicated_nuban',
          customerId: row.customer.id,
          receiverAccountNumber: row.account.accountNumber,
          createdAt: now,
          paidAt: now,
        })
        .returning();
      await context.queueWebhook(tx, 'charge.success', transactionJson({ ...inserted!, customer: row.customer }));
      return inserted!.reference;
    });
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    if (!reference) return refuse(reply, 404, 'Dedicated account not found');
    context.deliverSoon();
    return { status: true, message: 'Transfer received', data: { reference } };
  });
};

function checkoutPage(transaction: FakeTransaction): string {
  const amount = escapeHtml(formatNaira(transaction.amount));
  const settled = transaction.status !== 'abandoned';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Paystack checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:12px;padding:20px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
button{width:100%;padding:14px;border-radius:8px;border:0;font-size:16px;margin-top:8px;cursor:pointer}
.pay{background:#0ba4db;color:#fff}.fail{background:#f3f4f6;color:#991b1b}</style></head><body>
<main class="card"><p>Fake Paystack: payment to ${escapeHtml(BRAND_NAME)}</p><p class="amount">${amount}</p>
<p>${escapeHtml(transaction.customer.email)}</p>
<p>No real money moves. This page stands in for Paystack's checkout while no Paystack key is set.</p>
${settled ? `<p>This payment is ${escapeHtml(transaction.status)}.</p>` : ''}
<form method="post"><input type="hidden" name="outcome" value="success"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post"><input type="hidden" name="outcome" value="failure"><button class="fail" type="submit">Fail the payment</button></form>
<p>Reference ${escapeHtml(transaction.reference)}</p></main></body></html>`;
}
