import { createHash } from 'node:crypto';
import { EncryptJWT, errors as joseErrors, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { accountTypeSchema } from '@naijabid/shared/schemas/fields';
import { API_PREFIX } from '@naijabid/shared/constants';

/**
 * What a Google sign-in must remember between leaving for the provider and coming back:
 * state, nonce and PKCE verifier, the account type for a new account, and the exact
 * redirect URI. Kept in the browser that started the flow, in an encrypted (A256GCM),
 * httpOnly, ten-minute cookie scoped to the Google routes: the state then proves the
 * answer comes back to the browser that asked (a row on the server alone would not bind it
 * to one), any process can read it, and there is nothing to clean up.
 */
export const GOOGLE_FLOW_COOKIE = 'naijabid_google_flow';
const FLOW_TTL_SECONDS = 10 * 60;
const COOKIE_PATH = `${API_PREFIX}/auth/google`;

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  accountType: accountTypeSchema,
  redirectUri: z.url(),
});
export type GoogleFlow = z.infer<typeof flowSchema>;

export function createGoogleFlowCookie(secret: string) {
  const key = createHash('sha256').update(`google-sign-in-flow:${secret}`).digest();

  function attributes(secure: boolean, maxAgeSeconds: number): string {
    return `Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  }

  return {
    /** The Set-Cookie value of a new flow. SameSite=Lax: the provider sends the browser back by a top-level GET. */
    async seal(flow: GoogleFlow): Promise<string> {
      const sealed = await new EncryptJWT(flow)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
        .encrypt(key);
      return `${GOOGLE_FLOW_COOKIE}=${sealed}; ${attributes(flow.redirectUri.startsWith('https://'), FLOW_TTL_SECONDS)}`;
    },

    /** The flow of the request's cookie, or undefined when it is missing, expired or not ours. */
    async open(cookieHeader: string | undefined): Promise<GoogleFlow | undefined> {
      const sealed = cookieHeader
        ?.split(';')
        .map((pair) => pair.trim())
        .find((pair) => pair.startsWith(`${GOOGLE_FLOW_COOKIE}=`))
        ?.slice(GOOGLE_FLOW_COOKIE.length + 1);
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtDecrypt(sealed, key);
        const flow = flowSchema.safeParse(payload);
        return flow.success ? flow.data : undefined;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },

    /** Ends the flow: a callback is answered once. */
    cleared(secure: boolean): string {
      return `${GOOGLE_FLOW_COOKIE}=; ${attributes(secure, 0)}`;
    },
  };
}

export type GoogleFlowCookie = ReturnType<typeof createGoogleFlowCookie>;
