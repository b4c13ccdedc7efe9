import { listenTestOidcProvider, type TestOidcProvider } from './oidc-provider';
import { startTestApp, type TestApp } from './test-app';

export const TEST_GOOGLE_CLIENT = { clientId: 'naijabid-test-client', clientSecret: 'naijabid-test-client-secret' };

/** The app with Google sign-in pointed at a test OpenID provider of its own. */
export async function startAppWithTestProvider(): Promise<{ app: TestApp; provider: TestOidcProvider }> {
  const provider = await listenTestOidcProvider();
  const app = await startTestApp({ google: { ...TEST_GOOGLE_CLIENT, issuerUrl: provider.issuerUrl } });
  await provider.serve({ ...TEST_GOOGLE_CLIENT, redirectUri: `${app.baseUrl}/api/v1/auth/google/callback` });
  return { app, provider };
}

/** Cookies by name for one site, as a browser keeps them (path and expiry are not needed here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const removed = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (removed) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function fetchWithJar(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response.headers);
  return response;
}

export interface GoogleSignInAttempt {
  /** The login typed on the provider's page; see TestOidcProvider.addAccount. */
  login: string;
  accountType?: 'buyer' | 'seller';
  /** Changes the authorization request on its way to the provider, as an attacker in the middle would. */
  tamper?: (authorizationUrl: URL) => void;
}

/** Where the callback sent the browser: the web app's page with a ticket, or with a failure. */
export interface GoogleSignInLanding {
  location: string;
  ticket: string | undefined;
  error: string | undefined;
}

/**
 * A browser's Google sign-in over plain HTTP: our start route, the provider's login and
 * consent pages (forms posted like a person would), back to our callback with the cookies
 * each site set.
 */
export async function signInWithGoogle(app: TestApp, attempt: GoogleSignInAttempt): Promise<GoogleSignInLanding> {
  const appJar = new CookieJar();
  const providerJar = new CookieJar();
  const query = attempt.accountType ? `?accountType=${attempt.accountType}` : '';
  const start = await fetchWithJar(appJar, `${app.baseUrl}/api/v1/auth/google${query}`);
  if (start.status !== 303) throw new Error(`start: ${start.status} ${await start.text()}`);
  const authorizationUrl = new URL(start.headers.get('location')!);
  attempt.tamper?.(authorizationUrl);

  let url = authorizationUrl.toString();
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(app.baseUrl)) {
      const callback = await fetchWithJar(appJar, url);
      if (callback.status !== 303) throw new Error(`callback: ${callback.status} ${await callback.text()}`);
      const location = callback.headers.get('location')!;
      const landing = new URL(location, app.baseUrl);
      return {
        location,
        ticket: new URLSearchParams(landing.hash.slice(1)).get('ticket') ?? undefined,
        error: landing.searchParams.get('error') ?? undefined,
      };
    }
    const response = await fetchWithJar(providerJar, url);
    if (response.status === 303 || response.status === 302) {
      url = new URL(response.headers.get('location')!, url).toString();
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider: ${response.status} ${page}`);
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
    const form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login: attempt.login, password: 'any password' })
        : new URLSearchParams({ prompt: prompt ?? '' });
    const submitted = await fetchWithJar(providerJar, url, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (submitted.status !== 303 && submitted.status !== 302)
      throw new Error(`provider form: ${submitted.status} ${await submitted.text()}`);
    url = new URL(submitted.headers.get('location')!, url).toString();
  }
  throw new Error('The sign-in did not come back to the app');
}
