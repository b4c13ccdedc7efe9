import { apiBaseUrl } from '../../../lib/api-base-url';
import { chooseErrorMessage } from '../../../lib/error-message';

/**
 * A GET of public catalogue data (browse, categories) with no session attached. The
 * landing page shows these, and this keeps the full API client (token renewal, 401
 * handling, error details) off its first load; failures still read as docs/product.md#errors says.
 */
export async function getPublic<T>(path: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, { headers: { Accept: 'application/json' }, signal: options.signal ?? null });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new Error(chooseErrorMessage({ kind: timedOut ? 'timeout' : 'network' }), { cause: error });
  }
  let body: { data?: T; detail?: unknown } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const detail = typeof body?.detail === 'string' ? body.detail : undefined;
    throw new Error(chooseErrorMessage({ kind: 'response', status: response.status, detail }));
  }
  if (body?.data === undefined) throw new Error(chooseErrorMessage({ kind: 'unreadable' }));
  return body.data;
}
