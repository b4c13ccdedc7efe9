import type { ApiFailure, ApiSuccess } from '@naijabid/shared/api';
import { apiBaseUrl } from './api-base-url';
import { chooseErrorMessage, type FailureKind } from './error-message';
import { clearAccessToken, readAccessToken, storeAccessToken } from './token-storage';
import { goToLogin, LOGIN_PATH } from './unauthorized';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call. `message` is the generic choice of docs/product.md#errors; screens show `serverMessage`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status?: number;
  readonly code?: string;
  /** The body's `message`: the sentence the server wrote for people. */
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string>;
  /** Seconds from a `Retry-After` header (429). */
  readonly retryAfterSeconds?: number;
  /** insufficient_funds: the kobo the wallet lacks, so a page can offer to deposit exactly that. */
  readonly shortBy?: number;

  constructor(
    message: string,
    details: {
      status?: number;
      code?: string;
      serverMessage?: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
      shortBy?: number;
    } = {},
  ) {
    super(message);
    Object.assign(this, details);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** docs/product.md#accounts: any body carrying `access_token` renews the stored token. */
function storeTokenFromBody(body: unknown): void {
  if (isRecord(body) && typeof body.access_token === 'string' && body.access_token) {
    storeAccessToken(body.access_token);
  }
}

/** docs/product.md#screens-and-routes: a 401 or 403 ends the session and sends the user to login. */
function endSession(): void {
  clearAccessToken();
  if (window.location.pathname !== LOGIN_PATH) goToLogin();
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function failureOfThrown(error: unknown): FailureKind {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { kind: 'timeout' };
  }
  // fetch rejects with a TypeError when the connection fails or is refused.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'no-response' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * What a read's `data` is checked against, where a wrong shape would hurt (money, bids):
 * the shared zod schema the server answers with. A field this build does not know (a newer
 * server, a tab left open across a release) is let through; a wrong or missing one is not.
 */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ code: string }> } };
}

function checkedData<T>(schema: AnswerSchema<T>, data: unknown, status: number): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (result.error.issues.every((issue) => issue.code === 'unrecognized_keys')) return data as T;
  throw new ApiError(chooseErrorMessage({ kind: 'unreadable' }), { status });
}

/**
 * The one way the web app talks to the API: JSON out (or a file as the raw body, with its
 * own type: the API takes photos without multipart) and JSON back under `/api/v1`, the
 * stored bearer token attached, failures turned into an `ApiError` with the spec's messages.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** Public data, the same for everyone: sent without the session, which the server then need not check. */
    anonymous?: boolean;
    schema?: AnswerSchema<T>;
  } = {},
): Promise<ApiSuccess<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  const token = options.anonymous ? null : readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    throw new ApiError(chooseErrorMessage(failureOfThrown(error)));
  }

  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch {
    if (response.ok) throw new ApiError(chooseErrorMessage({ kind: 'unreadable' }), { status: response.status });
    parsed = undefined;
  }
  storeTokenFromBody(parsed);

  if (response.ok) {
    if (!isRecord(parsed)) return { data: undefined as T };
    const answer = parsed as unknown as ApiSuccess<T>;
    return options.schema ? { ...answer, data: checkedData(options.schema, answer.data, response.status) } : answer;
  }

  if (response.status === 401 || response.status === 403) endSession();
  const failure = isRecord(parsed) ? (parsed as Partial<ApiFailure>) : {};
  const detail = typeof failure.detail === 'string' ? failure.detail : undefined;
  const serverMessage = typeof failure.message === 'string' ? failure.message : undefined;
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  throw new ApiError(chooseErrorMessage({ kind: 'response', status: response.status, detail }), {
    status: response.status,
    ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
    ...(serverMessage ? { serverMessage } : {}),
    ...(isRecord(failure.errors) ? { fieldErrors: failure.errors as Record<string, string> } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    ...(Number.isSafeInteger(failure.shortBy) ? { shortBy: failure.shortBy } : {}),
  });
}

/**
 * The server's `Date` header, read with a bodiless request to the health check (the
 * countdowns' clock offset); `null` when the server cannot be reached.
 */
export async function fetchServerDate(): Promise<string | null> {
  try {
    return (await fetch(`${apiBaseUrl}/health`, { method: 'HEAD' })).headers.get('Date');
  } catch {
    return null;
  }
}
