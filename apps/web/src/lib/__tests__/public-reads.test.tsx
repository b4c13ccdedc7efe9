import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { clientErrorMessages } from '@naijabid/shared/messages';
import { useCategoryCounts } from '../../features/marketplace/api/list-categories';
import { mockFetch } from '../../test/mock-fetch';
import { browseAuctions } from '../api/browse-auctions';
import { apiErrorText } from '../api-error-text';
import { clearQueryCache } from '../query';

afterEach(() => vi.unstubAllGlobals());

/** The failure text a screen shows for the category counts, read afresh. */
async function categoriesFailure(): Promise<string> {
  clearQueryCache();
  const { result, unmount } = renderHook(() => useCategoryCounts());
  await waitFor(() => expect(result.current.error).toBeDefined());
  unmount();
  return apiErrorText(result.current.error);
}

describe('public catalogue reads', () => {
  it('send no session token and leave empty filters out of the address', async () => {
    localStorage.setItem('user_access_token', 'secret');
    const calls = mockFetch({
      '/auctions?category=Gaming&status=live&limit=8': { body: { data: { items: [], nextCursor: null } } },
    });
    await browseAuctions({ category: 'Gaming', status: 'live', q: '', sort: undefined, limit: 8 });
    expect(calls[0]!.url).toBe('/api/v1/auctions?category=Gaming&status=live&limit=8');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('fail as docs/product.md#errors says: the server detail first, then the status, then the network', async () => {
    mockFetch({
      '/categories': {
        status: 400,
        body: { code: 'invalid_cursor', message: 'The page link has expired.', detail: 'The page link has expired.' },
      },
    });
    await expect(categoriesFailure()).resolves.toBe('The page link has expired.');
    mockFetch({ '/categories': { status: 503 } });
    await expect(categoriesFailure()).resolves.toBe(clientErrorMessages.status503);
    mockFetch({});
    await expect(categoriesFailure()).resolves.toBe(clientErrorMessages.network);
  });
});
