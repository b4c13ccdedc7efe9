import type { FastifyInstance } from 'fastify';
import { answerClientError } from './error-handler';

/**
 * A request must arrive whole, body included, within `timeoutMs`; else it is answered 408 and
 * its connection closed, so a client that sends headers and then trickles (or never sends)
 * its body cannot hold a connection for ever. Node's own requestTimeout did not cut such a
 * request here once the request had been handed to Fastify, so the deadline is ours.
 * Requests without a body (every live stream among them) are complete on arrival.
 */
export function enforceRequestDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete || (raw.headers['content-length'] === undefined && raw.headers['transfer-encoding'] === undefined))
      return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info('request body not received in time');
      answerClientError(Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), raw.socket);
    }, timeoutMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
  });
}
