import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOrigin } from '../../../browser-origin';
import { signUpAndLogIn } from '../../../test/accounts';
import { payAtCheckout } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';

/*
 * The fake Paystack sends the user back to the wallet page. A developer (no PUBLIC_URL) who
 * opened the site at 127.0.0.1 keeps their session in that origin's storage, so they must
 * come back there, not to `localhost`, where they would be signed out.
 */

let app: TestApp;
let port: string;
beforeAll(async () => {
  app = await startTestApp();
  port = new URL(app.baseUrl).port;
});
afterAll(() => app.close());

/** Starts a card deposit with the given Host header (fetch will not send one of ours). */
function startDepositAt(host: string, token: string): Promise<{ checkoutUrl: string }> {
  const body = JSON.stringify({ amount: 5_000_00 });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${app.baseUrl}/api/v1/wallet/deposits`,
      {
        method: 'POST',
        headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => {
          expect(answer.statusCode).toBe(201);
          resolve(JSON.parse(text).data);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('where the fake Paystack sends the user back in development', () => {
  it('to the origin the user is on, 127.0.0.1 or localhost, with its checkout page on it too', async () => {
    const buyer = await signUpAndLogIn(app);
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const { checkoutUrl } = await startDepositAt(new URL(origin).host, buyer.token);
      expect(new URL(checkoutUrl).origin).toBe(origin);
      const back = await payAtCheckout(checkoutUrl.replace(origin, app.baseUrl));
      expect(`${back.origin}${back.pathname}`).toBe(`${origin}/wallet`);
    }
  });

  it('to localhost for a Host header that is not a development address', async () => {
    const buyer = await signUpAndLogIn(app);
    const { checkoutUrl } = await startDepositAt('payments.evil.example', buyer.token);
    const back = await payAtCheckout(checkoutUrl.replace(`http://localhost:${port}`, app.baseUrl));
    expect(`${back.origin}${back.pathname}`).toBe(`http://localhost:${port}/wallet`);
  });
});

describe('browserOrigin', () => {
  const fallback = () => 'http://localhost:3001';
  const request = (host: string) => ({ protocol: 'http', host });

  it('answers PUBLIC_URL whenever it is set, and never the Host header in production', () => {
    expect(
      browserOrigin(request('127.0.0.1:3001'), {
        publicUrl: 'https://naijabid.ng/',
        isProduction: false,
        fallback,
      }),
    ).toBe('https://naijabid.ng');
    expect(browserOrigin(request('127.0.0.1:3001'), { publicUrl: undefined, isProduction: true, fallback })).toBe(
      fallback(),
    );
  });

  it('takes loopback and private-network hosts from the request in development, and nothing else', () => {
    const settings = { publicUrl: undefined, isProduction: false, fallback };
    expect(browserOrigin(request('127.0.0.1:3001'), settings)).toBe('http://127.0.0.1:3001');
    expect(browserOrigin(request('[::1]:3001'), settings)).toBe('http://[::1]:3001');
    expect(browserOrigin(request('192.168.1.20:3001'), settings)).toBe('http://192.168.1.20:3001');
    for (const host of ['evil.example', '127.0.0.1@evil.example', '8.8.8.8:3001', 'localhost.evil.example', ''])
      expect(browserOrigin(request(host), settings), host).toBe(fallback());
  });
});
