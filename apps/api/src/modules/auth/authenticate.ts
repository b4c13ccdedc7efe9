import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { serverMessages } from '@naijabid/shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findActiveSession, type UserRow } from './repository';
import type { TokenService } from './tokens';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  sessionExpiresAt: Date;
  tokenIssuedAt: number;
  tokenExpiresAt: number;
}

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

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export type TokenResolver = (token: string | undefined) => Promise<AuthContext | undefined>;

/** The session behind a bearer token, or undefined when the token or its session is not valid. */
export function createTokenResolver(db: Database, tokens: TokenService): TokenResolver {
  return (token) => resolveAuth(db, tokens, token);
}

async function resolveAuth(db: Database, tokens: TokenService, token: string | undefined): Promise<AuthContext | undefined> {
  const claims = token ? await tokens.verify(token) : undefined;
  const active = claims ? await findActiveSession(db, claims.sessionId) : undefined;
  if (!claims || !active || active.user.id !== claims.userId) return undefined;
  return {
    user: active.user,
    sessionId: active.session.id,
    sessionExpiresAt: active.session.expiresAt,
    tokenIssuedAt: claims.issuedAt,
    tokenExpiresAt: claims.expiresAt,
  };
}

/** Accepts a request only with an unexpired token whose session is still open. */
export function createAuthenticate(db: Database, tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await resolveAuth(db, tokens, bearerToken(request));
    if (!request.auth) throw new AppError('unauthenticated', serverMessages.sessionInvalid);
  };
}

export function createIdentify(db: Database, tokens: TokenService): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await resolveAuth(db, tokens, bearerToken(request));
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
    const renewed = await tokens.sign({ userId: auth.user.id, sessionId: auth.sessionId, notAfter: auth.sessionExpiresAt });
    return { ...payload, access_token: renewed.token };
  });
}
