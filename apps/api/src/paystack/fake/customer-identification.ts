import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { maskLikePaystack } from '@naijabid/shared/masked-number';
import { fakePaystackCustomers } from '../../db/schema';
import type { FakePaystackContext } from './context';
import { bankOf, recordAccountHolder } from './transfers';

/**
 * The fake Paystack's customer validation, as Paystack's "Validate customer" documents it:
 * POST /customer/:code/identification answers 202 "Customer Identification in progress",
 * then the signed webhook `customeridentification.success` or `.failed` (with a reason)
 * follows, with the BVN and account number masked.
 *
 * What happens is chosen by the BVN, so a demo or a test picks an outcome:
 *   000........  the bank does not confirm it: customeridentification.failed,
 *                reason "Account number or BVN is incorrect"
 *   anything else of 11 digits is confirmed: customeridentification.success, and from then
 *                on the fake bank names the account after the person confirmed (surname
 *                first, in capitals: bankStyleName), so GET /bank/resolve answers their name
 * A test that wants the webhook lost or late drops it (`dropWebhook`) and signs its own.
 */
export const FAKE_FAILING_BVN_PREFIX = '000';
export const FAKE_IDENTIFICATION_FAILURE_REASON = 'Account number or BVN is incorrect';

const identificationSchema = z.object({
  country: z.literal('NG', { error: 'Invalid country' }),
  type: z.literal('bank_account', { error: 'Invalid identification type' }),
  bvn: z.string().regex(/^[0-9]{11}$/, 'Invalid BVN'),
  bank_code: z.string().min(1),
  account_number: z.string().regex(/^[0-9]{10}$/, 'Invalid account number'),
  first_name: z.string().min(1),
  middle_name: z.string().optional(),
  last_name: z.string().min(1),
});

/** How the fake bank writes an account holder's name: in capitals, surname first, as many banks do. */
export function bankStyleName(person: {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
}): string {
  return [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ').toUpperCase();
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ status: false, message });
}

export const fakeCustomerIdentificationRoutes: FastifyPluginAsync<{ context: FakePaystackContext }> = async (
  app,
  { context },
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!context.authorized(request)) return refuse(reply, 401, 'Invalid key');
  });

  app.post('/customer/:code/identification', async (request, reply) => {
    const parsed = identificationSchema.safeParse(request.body ?? {});
    if (!parsed.success) return refuse(reply, 400, parsed.error.issues[0]!.message);
    const body = parsed.data;
    if (!bankOf(body.bank_code)) return refuse(reply, 400, 'Invalid bank code');
    const db = context.db();
    const customerCode = (request.params as { code: string }).code;
    const found = await db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(fakePaystackCustomers)
        .where(eq(fakePaystackCustomers.customerCode, customerCode));
      if (!customer) return false;
      const failed = body.bvn.startsWith(FAKE_FAILING_BVN_PREFIX);
      if (!failed)
        await recordAccountHolder(tx, {
          bankCode: body.bank_code,
          accountNumber: body.account_number,
          name: bankStyleName({ firstName: body.first_name, middleName: body.middle_name, lastName: body.last_name }),
        });
      await context.queueWebhook(tx, failed ? 'customeridentification.failed' : 'customeridentification.success', {
        customer_id: customer.id,
        customer_code: customer.customerCode,
        email: customer.email,
        identification: {
          country: 'NG',
          type: 'bank_account',
          bvn: maskLikePaystack(body.bvn),
          account_number: maskLikePaystack(body.account_number),
          bank_code: body.bank_code,
        },
        ...(failed ? { reason: FAKE_IDENTIFICATION_FAILURE_REASON } : {}),
      });
      return true;
    });
    if (!found) return refuse(reply, 404, 'Customer not found');
    reply.raw.once('finish', () => context.deliverSoon());
    return reply.status(202).send({ status: true, message: 'Customer Identification in progress' });
  });
};
