import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces `fetch` (component tests only): each call takes the answer for its path, or the
 * next answer of a queue. A key may name the method too (`POST /wallet/deposits`), where one
 * path answers a read and an action differently. Returns the calls made, with their parsed
 * JSON bodies.
 */
export function mockFetch(answers: Record<string, MockAnswer | MockAnswer[] | (() => Promise<MockAnswer>)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const keys = Object.keys(answers);
    const key =
      keys.find((path) => path.startsWith(`${method} `) && url.endsWith(path.slice(method.length + 1))) ??
      keys.find((path) => !/^[A-Z]+ /.test(path) && url.endsWith(path));
    if (!key) throw new TypeError('Failed to fetch');
    const entry = answers[key]!;
    const answer = typeof entry === 'function' ? await entry() : Array.isArray(entry) ? (entry.shift() ?? {}) : entry;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
