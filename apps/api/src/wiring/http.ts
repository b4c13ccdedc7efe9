import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { serializeError } from '../log-safety';
import { answerClientError, registerErrorHandler } from '../plugins/error-handler';
import { refuseNulCharacters } from '../plugins/refuse-nul-characters';
import { photoOrigins } from '../plugins/configured-photo-storage';
import { enforceRequestDeadline } from '../plugins/request-deadline';
import { capConnectionsPerAddress } from '../plugins/connection-limits';
import { clientAddressKey, hashClientAddress } from '../client-address';

const BODY_LIMIT_BYTES = 64 * 1024;
/** How often Node looks for connections past their headers' time. */
const CONNECTION_CHECK_MS = 1000;

function isLocalOrigin(origin: string): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

/**
 * Request lines carry the client address as the keyed hash the database keeps, never the
 * address itself: logs are copied and kept where the database's rules do not reach.
 */
export function loggerOptions(level: string, jwtSecret: string): FastifyServerOptions['logger'] {
  const addressKey = clientAddressKey(jwtSecret);
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      err: serializeError,
      // Query strings can carry tokens (newsletter confirmation), so only the path is logged.
      req: (request) => ({
        method: request.method,
        path: request.url.split('?')[0],
        clientAddressHash: hashClientAddress(addressKey, request.ip),
      }),
    },
  };
}

/** Where this server listens, as its own processes reach it (the wildcard addresses are reached on loopback). */
export function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Every schema is zod: given as the compilers' factories, Fastify never loads its default
 * JSON-schema compilers (Ajv and fast-json-stringify, a tenth of a second of every start).
 * Fastify types the factories for those; the zod compilers have its route compiler types.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The Fastify server with the HTTP rules every route shares: errors, bodies, headers, CORS in development. */
export async function createHttpServer(
  config: Config,
  options: {
    jwtSecret: string;
    logger?: FastifyServerOptions['logger'];
    onRoute?: (route: { method: string | string[]; url: string }) => void;
  },
) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.jwtSecret),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // A connection's request headers must arrive without the client going silent for the
    // idle time (a connection that sends nothing at all among them), checked every second.
    http: { headersTimeout: config.connectionIdleSeconds * 1000, connectionsCheckingInterval: CONNECTION_CHECK_MS },
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandler(app);
  refuseNulCharacters(app);
  enforceRequestDeadline(app, {
    requestMs: config.requestTimeoutSeconds * 1000,
    idleMs: config.connectionIdleSeconds * 1000,
  });
  if (config.connectionsPerAddress !== undefined) capConnectionsPerAddress(app.server, config.connectionsPerAddress);

  // The API speaks JSON only; anything else is refused with 415 rather than misread.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a bodiless POST such as logout) means "no body", not a syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    hsts: config.isProduction,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: config.isProduction ? [] : null,
        imgSrc: ["'self'", 'data:', 'blob:', ...photoOrigins(config)],
      },
    },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  if (!config.isProduction) {
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, !origin || isLocalOrigin(origin)),
      allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
      // A preflight without its method header is answered like any other, not as plain-text 400.
      strictPreflight: false,
      // Date: the web reads the server's clock from it to count down by the server's time.
      exposedHeaders: ['date', 'retry-after', 'x-request-id'],
    });
  }
  return app;
}
