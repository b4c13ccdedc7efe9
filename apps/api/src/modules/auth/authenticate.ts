import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { serverMessages } from '@naijabid/shared/messages';
import { AppError } from '../../errors';
import { bearerToken, type AuthContext, type TokenResolver } from './service';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyInstance {
    authenticate: onRequestAsyncHookHandler;
    /** Like authenticate, but lets anonymous requests through without `auth`. */
    identify: onRequestAsyncHookHandler;
  }
}

/** Accepts a request only with an unexpired token whose session is still open. */
export function createAuthenticate(resolveToken: TokenResolver): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await resolveToken(bearerToken(request.headers.authorization));
    if (!request.auth) throw new AppError('unauthenticated', serverMessages.sessionInvalid);
  };
}

export function createIdentify(resolveToken: TokenResolver): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await resolveToken(bearerToken(request.headers.authorization));
  };
}

/**
 * Once a token is past half its life, a successful authenticated answer carries a renewed
 * one in `access_token`, which the web client stores (docs/product.md#accounts), so active users stay in.
 */
export function registerTokenRenewal(app: FastifyInstance, tokens: TokenService): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth || reply.statusCode >= 400 || typeof payload !== 'object' || payload === null) return payload;
    const halfLife = (auth.tokenExpiresAt - auth.tokenIssuedAt) / 2;
    if (Date.now() / 1000 < auth.tokenIssuedAt + halfLife) return payload;
    if (auth.sessionExpiresAt.getTime() <= Date.now()) return payload;
    const renewed = await tokens.sign({
      userId: auth.user.id,
      sessionId: auth.sessionId,
      notAfter: auth.sessionExpiresAt,
    });
    return { ...payload, access_token: renewed.token };
  });
}
