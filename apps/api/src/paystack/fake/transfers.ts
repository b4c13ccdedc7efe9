import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { nubanLooksMistyped } from '@naijabid/shared/nuban';
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
 *   98........  the transfer fails: transfer.failed
 *   97........  it succeeds, then the bank returns it: transfer.success, then transfer.reversed
 *   96........  POST /transfer answers status `otp` (the integration asks for OTPs); no webhook
 *   95........  it stays pending and no webhook comes until the outcome is set (below)
 *   anything else succeeds: transfer.success as soon as POST /transfer has answered
 *
 * A fake-only control sets any transfer's outcome later, as the bank would:
 *   POST /fake/transfers/:reference/outcome { status: 'success' | 'failed' | 'reversed', webhook?: false }
 * with `webhook: false` changing only what GET /transfer/verify answers (a webhook lost).
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

/** Banks answer names in capitals; the same account always gets the same name. */
function accountNameFor(bankCode: string, accountNumber: string): string {
  const hash = createHash('sha256').update(`${bankCode}:${accountNumber}`).digest();
  const pick = (names: string[], byte: number) => names[hash[byte]! % names.length]!;
  return `${pick(FIRST_NAMES, 0)} ${pick(MIDDLE_NAMES, 1)} ${pick(LAST_NAMES, 2)}`.toUpperCase();
}

/** How long after its success the bank returns a transfer to a 97… account. */
const REVERSAL_DELAY_MS = 300;

type FinalStatus = 'success' | 'failed' | 'reversed';

interface Recipient {
  id: number;
  code: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  createdAt: string;
}

interface Transfer {
  id: number;
  code: string;
  reference: string;
  amount: number;
  reason: string;
  status: 'pending' | 'otp' | FinalStatus;
  recipient: Recipient;
  createdAt: string;
  updatedAt: string;
}

const INTEGRATION_ID = 100_001;

function bankOf(code: string) {
  return BANKS.find((bank) => bank.code === code);
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: false, message });
}

function recipientData(recipient: Recipient) {
  const bank = bankOf(recipient.bankCode)!;
  return {
    active: true,
    createdAt: recipient.createdAt,
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
    updatedAt: recipient.createdAt,
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
    createdAt: transfer.createdAt,
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
    transferred_at: transfer.status === 'success' ? transfer.updatedAt : null,
    updatedAt: transfer.updatedAt,
  };
}

export const fakeTransferRoutes: FastifyPluginAsync<{ context: FakePaystackContext }> = async (app, { context }) => {
  const recipients = new Map<string, Recipient>();
  const transfers = new Map<string, Transfer>();
  let nextId = 1;

  app.addHook('onRequest', async (request, reply) => {
    if (!context.authorized(request)) return refuse(reply, 401, 'Invalid key');
  });

  function settle(transfer: Transfer, status: FinalStatus, webhook = true): void {
    transfer.status = status;
    transfer.updatedAt = new Date().toISOString();
    if (!webhook) return;
    context.sendWebhook(`transfer.${status}`, {
      ...transferData(transfer),
      fee_charged: 1000,
      gateway_response: null,
      recipient: recipientData(transfer.recipient),
      session: { provider: null, id: null },
    });
  }

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
      data: { account_number: accountNumber, account_name: accountNameFor(bankCode, accountNumber), bank_id: 9 },
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
    const existing = [...recipients.values()].find(
      (recipient) => recipient.accountNumber === accountNumber && recipient.bankCode === bankCode,
    );
    const recipient = existing ?? {
      id: nextId++,
      code: `RCP_${randomBytes(8).toString('hex')}`,
      name,
      accountNumber,
      bankCode,
      createdAt: new Date().toISOString(),
    };
    recipients.set(recipient.code, recipient);
    return reply
      .status(201)
      .send({ status: true, message: 'Transfer recipient created successfully', data: recipientData(recipient) });
  });

  app.post('/transfer', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { amount, recipient: recipientCode, reference, reason, source } = body;
    if (source !== 'balance') return refuse(reply, 400, 'Invalid source');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return refuse(reply, 400, 'Amount must be at least 100 kobo');
    if (typeof reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(reference))
      return refuse(reply, 400, 'Reference must be 16 to 50 lowercase letters, digits, - or _');
    if (transfers.has(reference)) return refuse(reply, 400, 'Duplicate Transfer Reference');
    const recipient = typeof recipientCode === 'string' ? recipients.get(recipientCode) : undefined;
    if (!recipient) return refuse(reply, 400, 'Recipient specified is invalid');
    const now = new Date().toISOString();
    const transfer: Transfer = {
      id: nextId++,
      code: `TRF_${randomBytes(8).toString('hex')}`,
      reference,
      amount,
      reason: typeof reason === 'string' ? reason : '',
      status: recipient.accountNumber.startsWith('96') ? 'otp' : 'pending',
      recipient,
      createdAt: now,
      updatedAt: now,
    };
    transfers.set(reference, transfer);
    const prefix = recipient.accountNumber.slice(0, 2);
    if (transfer.status === 'pending' && prefix !== '95') {
      // Once the answer is out, as Paystack's bank settles after answering: the caller may
      // still meet the webhook before it has stored the answer, as it may with Paystack.
      reply.raw.once('finish', () => {
        if (transfer.status !== 'pending') return;
        settle(transfer, prefix === '98' ? 'failed' : 'success');
        if (prefix === '97') setTimeout(() => settle(transfer, 'reversed'), REVERSAL_DELAY_MS);
      });
    }
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
    const transfer = transfers.get((request.params as { reference: string }).reference);
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
    const transfer = transfers.get((request.params as { reference: string }).reference);
    if (!transfer) return refuse(reply, 404, 'Transfer not found');
    const { status, webhook } = (request.body ?? {}) as { status?: unknown; webhook?: unknown };
    if (status !== 'success' && status !== 'failed' && status !== 'reversed')
      return refuse(reply, 400, 'status must be success, failed or reversed');
    settle(transfer, status, webhook !== false);
    return { status: true, message: `Transfer marked ${status}`, data: transferData(transfer) };
  });
};
