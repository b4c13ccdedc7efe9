import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface TokenService {
  ttlSeconds: number;
  sign(claims: { userId: string; sessionId: string; notAfter: Date }): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<AccessTokenClaims | undefined>;
}

const ISSUER = 'naijabid';
/**
 * Tokens whose signature this process has checked, kept until they expire: a bidder sends
 * the same token with every bid, and checking it again is most of what a request costs
 * before the database. Bounded, so a flood of valid tokens cannot grow it.
 */
const VERIFIED_TOKENS_KEPT = 20_000;
/** Ids are read as uuid by PostgreSQL; anything else names no session. */
const idSchema = z.guid();

/** HS256 bearer tokens. Each names its session, so logging out ends the token at once. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessTokenClaims>();
  return {
    ttlSeconds,
    async sign({ userId, sessionId, notAfter }) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const expiresAtSeconds = Math.min(nowSeconds + ttlSeconds, Math.floor(notAfter.getTime() / 1000));
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now() / 1000) return known;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (
          !idSchema.safeParse(payload.sub).success ||
          !idSchema.safeParse(payload.sid).success ||
          !payload.iat ||
          !payload.exp
        ) {
          return undefined;
        }
        const claims = {
          userId: payload.sub as string,
          sessionId: payload.sid as string,
          issuedAt: payload.iat,
          expiresAt: payload.exp,
        };
        // The oldest goes first: a Map iterates in the order of insertion.
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
