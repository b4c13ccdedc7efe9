import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorMessages } from '@naijabid/shared/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { browseAuctions } from '../api/browse-auctions';
import { listCategories } from '../api/list-categories';

afterEach(() => vi.unstubAllGlobals());

describe('public catalogue reads', () => {
  it('send no session token and leave empty filters out of the address', async () => {
    localStorage.setItem('user_access_token', 'secret');
    const calls = mockFetch({ '/auctions?category=Gaming&status=live&limit=8': { body: { data: { items: [], nextCursor: null } } } });
    await browseAuctions({ category: 'Gaming', status: 'live', q: '', sort: undefined, limit: 8 });
    expect(calls[0]!.url).toBe('/api/v1/auctions?category=Gaming&status=live&limit=8');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('fail as docs/product.md#errors says: the server detail first, then the status, then the network', async () => {
    mockFetch({ '/categories': { status: 400, body: { code: 'invalid_cursor', message: 'The page link has expired.', detail: 'The page link has expired.' } } });
    await expect(listCategories()).rejects.toThrow('The page link has expired.');
    mockFetch({ '/categories': { status: 503 } });
    await expect(listCategories()).rejects.toThrow(clientErrorMessages.status503);
    mockFetch({});
    await expect(listCategories()).rejects.toThrow(clientErrorMessages.network);
  });
});
