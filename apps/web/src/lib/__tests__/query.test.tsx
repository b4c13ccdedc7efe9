import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { clientErrorMessages } from '@naijabid/shared/client-error-messages';
import type { FirstScreenData } from '@naijabid/shared/first-screen';
import { mockFetch } from '../../test/mock-fetch';
import { apiErrorText } from '../api-error-text';
import { FirstScreenProvider } from '../first-screen';
import { invalidate, seedQueryCache, setQueryData, useQuery } from '../query';
import { clearAccessToken, storeAccessToken } from '../token-storage';

afterEach(() => vi.unstubAllGlobals());

const answer = (data: unknown) => ({ body: { data } });

describe('the data layer', () => {
  it('shares one request and one answer between the components showing a path', async () => {
    const calls = mockFetch({ '/wallet': answer({ available: 5_000_00, held: 0 }) });
    const { result } = renderHook(
      () => [useQuery<{ available: number }>('/wallet'), useQuery<{ available: number }>('/wallet')] as const,
    );
    await waitFor(() => expect(result.current[0].data?.available).toBe(5_000_00));
    expect(result.current[1].data).toBe(result.current[0].data);
    expect(calls).toHaveLength(1);
  });

  it('shows the cached answer at once to a component mounted later, and reads it again behind it', async () => {
    const calls = mockFetch({ '/wallet': [answer({ available: 1 }), answer({ available: 2 })] });
    const first = renderHook(() => useQuery<{ available: number }>('/wallet'));
    await waitFor(() => expect(first.result.current.data?.available).toBe(1));
    first.unmount();

    const second = renderHook(() => useQuery<{ available: number }>('/wallet'));
    expect(second.result.current.data?.available).toBe(1);
    await waitFor(() => expect(second.result.current.data?.available).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it('keeps the last answer when a later read fails, with the failure beside it until the next read', async () => {
    mockFetch({ '/me/bids': [answer({ items: [] }), { status: 503 }, answer({ items: ['one'] })] });
    const { result } = renderHook(() => useQuery<{ items: string[] }>('/me/bids'));
    await waitFor(() => expect(result.current.data).toEqual({ items: [] }));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(apiErrorText(result.current.error)).toBe(clientErrorMessages.status503);
    expect(result.current.data).toEqual({ items: [] });
    act(() => result.current.refetch());
    expect(result.current.error).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ items: ['one'] }));
  });

  it('reads a path once when its caller builds the answer schema anew at every render', async () => {
    const calls = mockFetch({ '/admin/users?q=': answer({ items: [{ id: 'one' }] }) });
    const { result, rerender } = renderHook(() =>
      useQuery<{ items: { id: string }[] }>('/admin/users?q=', {
        schema: z.strictObject({ items: z.array(z.strictObject({ id: z.string() })) }),
      }),
    );
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: 'one' }]));
    rerender();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(calls).toHaveLength(1);
  });

  it('stops downloading a path nobody shows any more', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise(() => undefined);
      }),
    );
    const { unmount } = renderHook(() => useQuery('/me/listings'));
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal!.aborted).toBe(true);
  });

  it('reads shown paths again after a mutation invalidates them, and patches them in place', async () => {
    const calls = mockFetch({ '/wallet': [answer({ available: 1 }), answer({ available: 2 })] });
    const { result } = renderHook(() => useQuery<{ available: number }>('/wallet'));
    await waitFor(() => expect(result.current.data?.available).toBe(1));
    act(() => setQueryData<{ available: number }>('/wallet', (wallet) => ({ available: wallet.available + 10 })));
    expect(result.current.data?.available).toBe(11);
    act(() => invalidate('/wallet'));
    await waitFor(() => expect(result.current.data?.available).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it("starts a server-rendered page from the server's answer and does not read it again", () => {
    const calls = mockFetch({});
    const firstScreen: FirstScreenData = {
      renderedAt: Date.now(),
      responses: { '/auctions?status=live': { items: ['served'] } },
    };
    seedQueryCache(firstScreen.responses);
    const { result } = renderHook(() => useQuery<{ items: string[] }>('/auctions?status=live', { anonymous: true }), {
      wrapper: ({ children }) => <FirstScreenProvider value={firstScreen}>{children}</FirstScreenProvider>,
    });
    expect(result.current.data).toEqual({ items: ['served'] });
    expect(calls).toHaveLength(0);
  });

  it("shows a server-rendered visitor's answer while hydrating, and reads it again for a session when it is personal", async () => {
    const firstScreen: FirstScreenData = { renderedAt: 0, responses: { '/auctions/a1': { bidCount: 0 } } };
    const calls = mockFetch({ '/auctions/a1': answer({ bidCount: 0, yourBid: null }) });
    seedQueryCache(firstScreen.responses, ['/auctions/a1']);
    const { result } = renderHook(() => useQuery<{ bidCount: number; yourBid?: null }>('/auctions/a1'), {
      wrapper: ({ children }) => <FirstScreenProvider value={firstScreen}>{children}</FirstScreenProvider>,
    });
    expect(result.current.data).toEqual({ bidCount: 0 });
    await waitFor(() => expect(result.current.data).toEqual({ bidCount: 0, yourBid: null }));
    expect(calls).toHaveLength(1);
  });

  it('forgets what nobody shows when the user signs out, so the next person sees none of it', async () => {
    storeAccessToken('token-of-the-first-user');
    const calls = mockFetch({ '/wallet': [answer({ available: 1 }), answer({ available: 2 })] });
    const first = renderHook(() => useQuery<{ available: number }>('/wallet'));
    await waitFor(() => expect(first.result.current.data?.available).toBe(1));
    first.unmount();
    clearAccessToken();

    const second = renderHook(() => useQuery<{ available: number }>('/wallet'));
    expect(second.result.current.data).toBeUndefined();
    await waitFor(() => expect(second.result.current.data?.available).toBe(2));
    expect(calls).toHaveLength(2);
  });
});
