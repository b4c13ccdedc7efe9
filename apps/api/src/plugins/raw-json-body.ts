import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** A webhook's body exactly as it came, set by `keepRawJsonBody`. */
    rawBody?: string;
  }
}

/** A webhook body is small; anything larger is no provider's event. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Makes the routes of `scope` keep a JSON body as the raw text it came as, unparsed, in
 * `request.rawBody`: a provider's signature covers those exact bytes, which parsing and
 * serializing again would not give back. The route parses it once the signature holds.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, undefined);
    },
  );
}
