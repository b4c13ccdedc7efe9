import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@naijabid/shared/constants';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createPaystackProvider } from '../modules/deposits/paystack-provider';
import type { PaymentProvider } from '../modules/deposits/provider';
import { createFakePaystackContext, type FakePaystackContext } from '../paystack/fake/context';
import { FAKE_PAYSTACK_PREFIX } from '../paystack/fake/server';
import { createPaystackCustomerIdentification } from '../paystack/customer-identification';
import { createPaystackHttp, type PaystackHttp } from '../paystack/http';
import { createPaystackTransfers, type PaystackTransfers } from '../paystack/transfers';
import type { Metrics } from '../plugins/metrics';
import { ownAddress } from './http';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits' provider; the job runner's deposit checks ask it too. */
    paymentProvider: PaymentProvider;
    /** Paystack's payouts; the job runner's withdrawal checks ask it too. */
    paystackTransfers: PaystackTransfers;
    /** The fake Paystack mounted on this server when no key is set; tests wait for its webhooks. */
    fakePaystack: FakePaystackContext | undefined;
  }
}

/**
 * Paystack with a key; without one (config refuses that in production) the fake Paystack,
 * mounted on this very server and reached over HTTP like the real one. Decorates the app
 * with the provider, the payouts and the fake, which the job runner and tests reach.
 */
export function choosePaystack(
  app: FastifyInstance,
  {
    config,
    database,
    jwtSecret,
    paystackTransfers: givenTransfers,
  }: {
    config: Config;
    database: DatabaseHandle;
    jwtSecret: string;
    paystackTransfers?: PaystackTransfers;
  },
  metrics: Metrics | undefined,
) {
  let paystackHttp: PaystackHttp;
  let paystackKey: string;
  let preferredBank: string;
  let fakePaystack: FakePaystackContext | undefined;
  if (config.paystack) {
    ({ secretKey: paystackKey, preferredBank } = config.paystack);
    paystackHttp = createPaystackHttp({ baseUrl: config.paystack.baseUrl, secretKey: paystackKey });
  } else {
    paystackKey = `sk_test_fake${createHmac('sha256', jwtSecret).update('fake-paystack').digest('hex')}`;
    preferredBank = 'test-bank';
    fakePaystack = createFakePaystackContext({
      secretKey: paystackKey,
      db: () => database.db,
      webhookUrl: () => `${ownAddress(app)}${API_PREFIX}/webhooks/paystack`,
      // Mounted here, its checkout is on the site the payment returns to, where the user is.
      publicUrl: (callbackUrl) =>
        `${callbackUrl ? new URL(callbackUrl).origin : `http://localhost:${new URL(ownAddress(app)).port}`}${FAKE_PAYSTACK_PREFIX}`,
      log: app.log,
    });
    const stopFake = fakePaystack.stop;
    app.addHook('onClose', () => stopFake());
    // The address is known once the server listens, after this is built.
    paystackHttp = (...call) =>
      createPaystackHttp({ baseUrl: `${ownAddress(app)}${FAKE_PAYSTACK_PREFIX}`, secretKey: paystackKey })(...call);
  }
  if (metrics) paystackHttp = metrics.timePaystack(paystackHttp);
  const paymentProvider = createPaystackProvider({ http: paystackHttp, secretKey: paystackKey, preferredBank });
  app.decorate('paymentProvider', paymentProvider);
  const paystackTransfers = givenTransfers ?? createPaystackTransfers(paystackHttp);
  app.decorate('paystackTransfers', paystackTransfers);
  app.decorate('fakePaystack', fakePaystack);
  const customerIdentification = createPaystackCustomerIdentification(paystackHttp);
  return { paymentProvider, paystackTransfers, fakePaystack, customerIdentification };
}
