import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createFakePaystackContext, type FakePaystackContext, type FakePaystackContextOptions } from './context';
import { fakeCustomerIdentificationRoutes } from './customer-identification';
import { fakeTransactionRoutes } from './transactions';
import { fakeTransferRoutes } from './transfers';

/**
 * A stand-in for Paystack, never used in production: the same endpoints, envelopes, hosted
 * checkout and signed webhooks (retried until our server answers 200), so the code that
 * talks to Paystack is the code that runs. `npm start` without PAYSTACK_SECRET_KEY mounts it
 * on the app's own server under FAKE_PAYSTACK_PREFIX; tests start it alone on a port of its own.
 * Its state is in the database (`fake_paystack_*`), so every process and node serving it
 * answers alike, and its webhooks wait there until one of them delivers each.
 */
export const FAKE_PAYSTACK_PREFIX = '/fake-paystack';
/** The fake's own calls, which Paystack has not (a pretend bank transfer, a transfer's outcome). */
export const FAKE_PAYSTACK_SIMULATIONS = '/fake/';

export type FakePaystackOptions = Omit<FakePaystackContextOptions, 'publicUrl'>;

/** Paystack's routes, answering failures in its envelope (`{ status: false, message }`). */
export const fakePaystackRoutes: FastifyPluginAsync<{ context: FakePaystackContext }> = async (fake, { context }) => {
  fake.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.status(status).send({ status: false, message: error.message });
  });
  await fake.register(fakeTransactionRoutes, { context });
  await fake.register(fakeTransferRoutes, { context });
  await fake.register(fakeCustomerIdentificationRoutes, { context });
};

export interface FakePaystack {
  server: FastifyInstance;
  context: FakePaystackContext;
  /** Its address once listening, e.g. http://127.0.0.1:40123: the base URL to hand our Paystack client. */
  baseUrl: () => string;
}

/** The fake alone on a server of its own; call `server.listen({ host: '127.0.0.1', port: 0 })`. */
export async function createFakePaystack(options: FakePaystackOptions): Promise<FakePaystack> {
  const server = Fastify({ logger: false });
  const baseUrl = () => {
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('The fake Paystack is not listening');
    return `http://127.0.0.1:${address.port}`;
  };
  const context = createFakePaystackContext({ ...options, publicUrl: baseUrl });
  server.addHook('onClose', () => context.stop());
  await server.register(fakePaystackRoutes, { context });
  return { server, context, baseUrl };
}
