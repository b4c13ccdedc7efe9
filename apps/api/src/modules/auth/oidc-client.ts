import * as client from 'openid-client';

export interface OidcSettings {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

/** What a verified ID token says about the person (the claims Google puts in it with `email profile`). */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why the provider's answer was refused, for the page the browser is sent to. */
export class OidcRefusal extends Error {
  constructor(
    readonly reason: 'nonce_mismatch' | 'cancelled' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(`OpenID Connect answer refused: ${reason}`, options);
  }
}

/**
 * openid-client wraps oauth4webapi's error, whose own `cause` names the claim that did not
 * match the expected value.
 */
function isNonceMismatch(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, cause } = current as Error & { code?: unknown };
    if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && (cause as { claim?: unknown } | undefined)?.claim === 'nonce')
      return true;
  }
  return false;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The relying party (openid-client): the authorization code flow with PKCE, state and nonce.
 * The provider's metadata and keys are discovered on first use and kept; a failed discovery
 * is tried again next time rather than kept.
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    // Only a local test provider speaks plain HTTP; config refuses http:// in production.
    const execute = settings.issuerUrl.startsWith('http://') ? [client.allowInsecureRequests] : [];
    configuration ??= client
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, { execute })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    newChecks(): AuthorizationChecks {
      return {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
    },

    async authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<URL> {
      return client.buildAuthorizationUrl(await discover(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /** Exchanges the code of the provider's answer and verifies the ID token, nonce included. */
    async identify(callbackUrl: URL, checks: AuthorizationChecks): Promise<OidcIdentity> {
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(await discover(), callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied')
          throw new OidcRefusal('cancelled', { cause: error });
        if (isNonceMismatch(error)) throw new OidcRefusal('nonce_mismatch', { cause: error });
        throw new OidcRefusal('failed', { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcRefusal('failed');
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
