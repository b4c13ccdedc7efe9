import type { FastifyInstance } from 'fastify';
import { answerClientError } from './error-handler';

/** How often a body's progress is looked at: a stalled body is cut at most this long after its idle time. */
const BODY_PROGRESS_CHECK_MS = 1000;

/**
 * A request must arrive whole, body included, within `requestMs`, and its body may not stall
 * (no byte received) for `idleMs`; else it is answered 408 and its connection closed, so a
 * client that sends headers and then trickles (or never sends) its body cannot hold a
 * connection for ever, nor for the whole deadline by going silent. Node's own
 * requestTimeout did not cut such a request here once the request had been handed to
 * Fastify, so the deadlines are ours; the headers' idle time is Node's headersTimeout.
 * Requests without a body (every live stream among them) are complete on arrival.
 * Progress is the socket's byte count: listening for the body's data here would start it
 * flowing before Fastify's parser reads it.
 */
export function enforceRequestDeadline(
  app: FastifyInstance,
  { requestMs, idleMs }: { requestMs: number; idleMs: number },
): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete || (raw.headers['content-length'] === undefined && raw.headers['transfer-encoding'] === undefined))
      return;
    const timeOut = (why: string) => {
      if (raw.complete) return;
      stop();
      request.log.info(why);
      answerClientError(Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), raw.socket);
    };
    const deadline = setTimeout(() => timeOut('request body not received in time'), requestMs);
    let bytesRead = raw.socket.bytesRead;
    let progressAt = performance.now();
    const progress = setInterval(
      () => {
        if (raw.socket.bytesRead !== bytesRead) {
          bytesRead = raw.socket.bytesRead;
          progressAt = performance.now();
        } else if (performance.now() - progressAt >= idleMs) timeOut('request body stalled');
      },
      Math.min(BODY_PROGRESS_CHECK_MS, idleMs),
    );
    deadline.unref();
    progress.unref();
    function stop() {
      clearTimeout(deadline);
      clearInterval(progress);
    }
    raw.once('end', stop);
    raw.once('close', stop);
  });
}
