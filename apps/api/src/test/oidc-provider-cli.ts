import { listenTestOidcProvider } from './oidc-provider';

/**
 * The test OpenID provider as a process, for the browser stories (apps/web/playwright.config.ts):
 * OIDC_TEST_PORT, and the client the server is given (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)
 * with its redirect URI (OIDC_TEST_REDIRECT_URI).
 */
const { OIDC_TEST_PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, OIDC_TEST_REDIRECT_URI } = process.env;
if (!OIDC_TEST_PORT || !GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET || !OIDC_TEST_REDIRECT_URI) {
  throw new Error('Set OIDC_TEST_PORT, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and OIDC_TEST_REDIRECT_URI');
}
const provider = await listenTestOidcProvider(Number(OIDC_TEST_PORT));
await provider.serve({
  clientId: GOOGLE_CLIENT_ID,
  clientSecret: GOOGLE_CLIENT_SECRET,
  redirectUri: OIDC_TEST_REDIRECT_URI,
});
process.stdout.write(`Test OpenID provider at ${provider.issuerUrl}\n`);
