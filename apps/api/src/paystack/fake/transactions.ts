import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BRAND_NAME } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { escapeHtml } from '../../plugins/mailer';
import type { FakePaystackContext } from './context';

/**
 * The fake Paystack's money in: transactions (initialize, verify, the hosted checkout page),
 * customers and dedicated accounts, answering in Paystack's envelope with the fields its
 * OpenAPI description gives, and sending the signed `charge.success` webhook when a checkout
 * is paid or money is transferred into a dedicated account. State lives in memory: the fake
 * serves tests and demos, and forgets everything when its process ends.
 */

interface FakeCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  status: 'abandoned' | 'success' | 'failed';
  channel: string | null;
  callbackUrl: string | null;
  customer: FakeCustomer;
  createdAt: string;
  paidAt: string | null;
  receiverAccountNumber?: string;
}

interface FakeDedicatedAccount {
  id: number;
  bankName: string;
  bankSlug: string;
  accountNumber: string;
  accountName: string;
  customer: FakeCustomer;
}

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

export const fakeTransactionRoutes: FastifyPluginAsync<{ context: FakePaystackContext }> = async (
  fake,
  { context },
) => {
  const transactions = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, FakeTransaction>();
  const customers = new Map<string, FakeCustomer>();
  const accountsByCustomer = new Map<string, FakeDedicatedAccount>();
  const accountsByNumber = new Map<string, FakeDedicatedAccount>();
  let nextId = 1;

  /** Paystack keeps one customer per email, and answers an existing one when asked to create it again. */
  function customerFor(email: string, names: { first_name?: string; last_name?: string } = {}): FakeCustomer {
    const known = customers.get(email);
    if (known) return known;
    const customer = {
      id: nextId++,
      customer_code: code('CUS_'),
      email,
      first_name: names.first_name ?? null,
      last_name: names.last_name ?? null,
    };
    customers.set(email, customer);
    return customer;
  }

  function customerJson(customer: FakeCustomer) {
    return { ...customer, phone: null, metadata: null, risk_action: 'default', international_format_phone: null };
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
      paid_at: transaction.paidAt,
      created_at: transaction.createdAt,
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
    if (transactions.has(reference)) return refuse(reply, 400, 'Duplicate Transaction Reference');
    const transaction: FakeTransaction = {
      id: nextId++,
      reference,
      accessCode: code(''),
      amount,
      currency,
      status: 'abandoned',
      channel: null,
      callbackUrl: callbackUrl ?? null,
      customer: customerFor(email),
      createdAt: new Date().toISOString(),
      paidAt: null,
    };
    transactions.set(reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${context.publicUrl()}/checkout/${transaction.accessCode}`,
        access_code: transaction.accessCode,
        reference,
      },
    };
  });

  fake.get('/transaction/verify/:reference', async (request, reply) => {
    const transaction = transactions.get((request.params as { reference: string }).reference);
    if (!transaction) return refuse(reply, 404, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionJson(transaction) };
  });

  fake.post('/customer', async (request, reply) => {
    const parsed = customerSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const customer = customerFor(parsed.data.email, parsed.data);
    return { status: true, message: 'Customer created', data: customerJson(customer) };
  });

  fake.put('/customer/:code', async (request, reply) => {
    const parsed = customerNamesSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const code = (request.params as { code: string }).code;
    const customer = [...customers.values()].find((known) => known.customer_code === code);
    if (!customer) return refuse(reply, 404, 'Customer not found');
    Object.assign(customer, parsed.data);
    return { status: true, message: 'Customer updated', data: customerJson(customer) };
  });

  fake.post('/dedicated_account', async (request, reply) => {
    const parsed = dedicatedAccountSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const customer = [...customers.values()].find((known) => known.customer_code === parsed.data.customer);
    if (!customer) return refuse(reply, 404, 'Customer not found');
    const bankName = BANKS[parsed.data.preferred_bank];
    if (!bankName) return refuse(reply, 400, 'Preferred bank is not available');
    let account = accountsByCustomer.get(customer.customer_code);
    if (!account) {
      let accountNumber: string;
      do accountNumber = String(randomInt(1_000_000_000, 10_000_000_000));
      while (accountsByNumber.has(accountNumber));
      const name = [customer.last_name, customer.first_name].filter(Boolean).join(' ') || customer.email;
      account = {
        id: nextId++,
        bankName,
        bankSlug: parsed.data.preferred_bank,
        accountNumber,
        accountName: `${BRAND_NAME}/${name}`.toUpperCase(),
        customer,
      };
      accountsByCustomer.set(customer.customer_code, account);
      accountsByNumber.set(accountNumber, account);
    }
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
    const transaction = byAccessCode.get((request.params as { accessCode: string }).accessCode);
    if (!transaction) return reply.status(404).type('text/plain').send('Unknown payment.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(checkoutPage(transaction));
  });

  fake.post('/checkout/:accessCode', async (request, reply) => {
    const transaction = byAccessCode.get((request.params as { accessCode: string }).accessCode);
    if (!transaction) return reply.status(404).type('text/plain').send('Unknown payment.');
    const parsed = checkoutSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).type('text/plain').send('Choose Pay or Fail.');
    // A second press of Pay changes nothing: Paystack charges a transaction once.
    if (transaction.status === 'abandoned') {
      if (parsed.data.outcome === 'success') {
        Object.assign(transaction, { status: 'success', channel: 'card', paidAt: new Date().toISOString() });
        context.sendWebhook('charge.success', transactionJson(transaction));
      } else {
        Object.assign(transaction, { status: 'failed', channel: 'card' });
      }
    }
    if (!transaction.callbackUrl) return reply.type('text/plain').send(`Payment ${transaction.status}.`);
    const back = new URL(transaction.callbackUrl);
    back.searchParams.set('trxref', transaction.reference);
    back.searchParams.set('reference', transaction.reference);
    return reply.redirect(back.toString(), 303);
  });

  // Fake only (Paystack has no such endpoint): someone transfers money from their bank into
  // a dedicated account, which Paystack reports as a `charge.success` on channel dedicated_nuban.
  fake.post('/fake/dedicated_account/:accountNumber/transfers', async (request, reply) => {
    const account = accountsByNumber.get((request.params as { accountNumber: string }).accountNumber);
    if (!account) return refuse(reply, 404, 'Dedicated account not found');
    const parsed = transferIntoAccountSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, firstIssue(parsed.error));
    const now = new Date().toISOString();
    const transaction: FakeTransaction = {
      id: nextId++,
      reference: code('T'),
      accessCode: code(''),
      amount: parsed.data.amount,
      currency: 'NGN',
      status: 'success',
      channel: 'dedicated_nuban',
      callbackUrl: null,
      customer: account.customer,
      createdAt: now,
      paidAt: now,
      receiverAccountNumber: account.accountNumber,
    };
    transactions.set(transaction.reference, transaction);
    context.sendWebhook('charge.success', transactionJson(transaction));
    return { status: true, message: 'Transfer received', data: { reference: transaction.reference } };
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
