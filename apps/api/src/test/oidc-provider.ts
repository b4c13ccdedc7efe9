import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/** The claims a test account's ID token carries, as Google's does with the `email profile` scopes. */
export interface TestOidcClaims {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuerUrl: string;
  /** Serves the OpenID provider for one client (until then its port answers 503). */
  serve(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<void>;
  /** Claims of the account signing in with this login; any other login is an account with a verified email of that name. */
  addAccount(login: string, claims: TestOidcClaims): void;
  close(): Promise<void>;
}

/** An account nobody registered: its login is its verified email, its names Ada Obi. */
function defaultClaims(login: string): TestOidcClaims {
  return { email: login, email_verified: true, given_name: 'Ada', family_name: 'Obi' };
}

/**
 * A real OpenID provider (the `oidc-provider` package) on a random port of 127.0.0.1,
 * standing in for Google in tests: discovery, authorization with PKCE, state and nonce,
 * its development login and consent pages (any login and password), the token endpoint
 * and signed ID tokens. The port is open before the provider is made, so the app can be
 * started with its issuer URL and the client then given the app's redirect URI.
 */
export async function listenTestOidcProvider(port = 0): Promise<TestOidcProvider> {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (handler) return handler(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestOidcClaims>();

  return {
    issuerUrl,
    addAccount(login, claims) {
      accounts.set(login, claims);
    },
    async serve({ clientId, clientSecret, redirectUri }) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const configuration: Configuration = {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'given_name', 'family_name'],
        },
        // Like Google: the scopes' claims are in the ID token itself.
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        // Lifetimes set, so the provider does not print a notice for each default it uses.
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
        jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
        cookies: { keys: ['test-oidc-provider-cookie-key'] },
        findAccount: async (_context, login) => ({
          accountId: login,
          claims: async () => ({ sub: login, ...(accounts.get(login) ?? defaultClaims(login)) }),
        }),
      };
      const provider = new Provider(issuerUrl, configuration);
      handler = provider.callback();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
