import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientErrorMessages as m } from '@naijabid/shared/messages';
import { mockFetch } from '../../test/mock-fetch';
import { ApiError, apiRequest } from '../api-client';
import { walletBalanceSchema } from '@naijabid/shared/schemas/wallet';
import { readAccessToken, storeAccessToken } from '../token-storage';
import { setUnauthorizedHandler } from '../unauthorized';

const goToLogin = vi.fn();

beforeEach(() => {
  goToLogin.mockReset();
  setUnauthorizedHandler(goToLogin);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => vi.unstubAllGlobals());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends JSON to /api/v1 with the stored bearer token', async () => {
    storeAccessToken('token-123');
    const calls = mockFetch({ '/contact': { status: 201, body: { message: 'Thanks', data: {} } } });
    const answer = await apiRequest('POST', '/contact', { name: 'Ada' });
    expect(answer.message).toBe('Thanks');
    expect(calls[0]).toMatchObject({
      url: '/api/v1/contact',
      method: 'POST',
      body: { name: 'Ada' },
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-123' },
    });
  });

  it('sends no Authorization header without a token', async () => {
    const calls = mockFetch({ '/health': { body: { data: {} } } });
    await apiRequest('GET', '/health');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('stores an access_token found in any answer under both keys', async () => {
    mockFetch({ '/me': { body: { data: {}, access_token: 'renewed' } } });
    await apiRequest('GET', '/me');
    expect(localStorage.getItem('user_access_token')).toBe('renewed');
    expect(localStorage.getItem('jwt_token')).toBe('renewed');
  });

  it.each([401, 403])('on %i removes the tokens and goes to login', async (status) => {
    storeAccessToken('stale');
    mockFetch({
      '/me': { status, body: { code: 'x', message: 'Your session has ended.', detail: 'Your session has ended.' } },
    });
    const error = await failureOf(apiRequest('GET', '/me'));
    expect(error.status).toBe(status);
    expect(readAccessToken()).toBeNull();
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('does not navigate again when already on the login page', async () => {
    window.history.replaceState(null, '', '/login');
    mockFetch({
      '/auth/login': {
        status: 401,
        body: {
          code: 'bad_credentials',
          message: 'Incorrect email or password.',
          detail: 'Incorrect email or password.',
        },
      },
    });
    const error = await failureOf(apiRequest('POST', '/auth/login', {}));
    expect(error.serverMessage).toBe('Incorrect email or password.');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('keeps the generic choice in message and the server sentence, code and fields apart', async () => {
    mockFetch({
      '/auth/register': {
        status: 400,
        body: {
          code: 'validation',
          message: 'Please check the form.',
          detail: 'Please check the form.',
          errors: { email: 'Email is required' },
        },
      },
    });
    const error = await failureOf(apiRequest('POST', '/auth/register', {}));
    expect(error.message).toBe('Please check the form.');
    expect(error.serverMessage).toBe('Please check the form.');
    expect(error.code).toBe('validation');
    expect(error.fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('uses the status sentence when the body has no detail', async () => {
    mockFetch({ '/x': { status: 502, body: undefined } });
    const error = await failureOf(apiRequest('GET', '/x'));
    expect(error.message).toBe(m.status502);
    expect(error.serverMessage).toBeUndefined();
  });

  it('reads Retry-After on a 429', async () => {
    mockFetch({
      '/auth/resend-auth-code': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { code: 'rate_limited', message: 'Wait', detail: 'Wait' },
      },
    });
    const error = await failureOf(apiRequest('POST', '/auth/resend-auth-code', {}));
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('reports a refused connection with the network sentence', async () => {
    mockFetch({});
    const error = await failureOf(apiRequest('GET', '/health'));
    expect(error.message).toBe(m.network);
    expect(error.status).toBeUndefined();
  });

  it('reports a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    );
    expect((await failureOf(apiRequest('GET', '/health'))).message).toBe(m.timeout);
  });

  it('reports a request that got no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('socket hang up'))),
    );
    expect((await failureOf(apiRequest('GET', '/health'))).message).toBe(m.noResponse);
  });

  it('reports an unreadable success body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    expect((await failureOf(apiRequest('GET', '/health'))).message).toBe(m.processingFailed);
  });
});

describe('apiRequest with the answer schema', () => {
  const read = () => apiRequest('GET', '/wallet', undefined, { schema: walletBalanceSchema });

  it('answers data that fits', async () => {
    mockFetch({ '/wallet': { body: { data: { available: 150_000_00, held: 0, currency: 'NGN' } } } });
    expect((await read()).data).toEqual({ available: 150_000_00, held: 0, currency: 'NGN' });
  });

  it('lets through a field this build does not know, as from a newer server', async () => {
    mockFetch({ '/wallet': { body: { data: { available: 100, held: 0, currency: 'NGN', pending: 5 } } } });
    expect((await read()).data).toMatchObject({ available: 100, pending: 5 });
  });

  it.each([
    ['a float of kobo', { available: 100.5, held: 0, currency: 'NGN' }],
    ['naira text', { available: '₦100', held: 0, currency: 'NGN' }],
    ['a missing balance', { held: 0, currency: 'NGN' }],
  ])('refuses %s as an unreadable answer', async (_case, data) => {
    mockFetch({ '/wallet': { body: { data } } });
    expect((await failureOf(read())).message).toBe(m.processingFailed);
  });
});
