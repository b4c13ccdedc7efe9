import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { chooseErrorMessage } from '../../../lib/error-message';
import { clearQueryCache } from '../../../lib/query';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import WinnersPage from '../winners-page';
import { summary } from '../../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the recent winners page', () => {
  it('lists each sale with its price, masked winner and end date, linking to the auction', async () => {
    mockFetch({
      '/winners': {
        body: {
          data: {
            items: [
              {
                auction: summary({ id: 'sale-1', title: 'Apple iPhone 12 Pro 256GB', status: 'ended' }),
                winner: 'Aisha O***',
                price: 468_000_00,
                endedAt: '2026-11-23T18:00:00.000Z',
              },
              {
                auction: summary({ id: 'sale-2', title: 'HP ProBook 450 G8', status: 'ended' }),
                winner: 'Emeka N***',
                price: 372_000_00,
                endedAt: '2026-11-22T10:00:00.000Z',
              },
            ],
          },
        },
      },
    });
    renderRoute(<WinnersPage />, { path: '/winners' });

    expect(screen.getByRole('heading', { level: 1, name: 'Recent winners' })).toBeInTheDocument();
    const iphone = (await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 12 Pro 256GB' })).closest('a')!;
    expect(iphone).toHaveAttribute('href', '/auctions/sale-1');
    expect(within(iphone).getByText(/Won by/)).toHaveTextContent('Won by Aisha O*** for ₦468,000');
    expect(within(iphone).getByText(/ended/)).toHaveTextContent('ended 23 Nov 2026');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.title).toBe('Recent winners | NaijaBid');
  });

  it('says so when nothing has sold yet, and shows the error when the list cannot load', async () => {
    mockFetch({ '/winners': { body: { data: { items: [] } } } });
    const { unmount } = renderRoute(<WinnersPage />, { path: '/winners' });
    expect(await screen.findByText(/No auction has ended with a winner yet/)).toBeInTheDocument();
    unmount();
    // Another visit, not a way back: nothing cached from the first.
    clearQueryCache();

    mockFetch({});
    renderRoute(<WinnersPage />, { path: '/winners' });
    expect(await screen.findByRole('alert')).toHaveTextContent(chooseErrorMessage({ kind: 'network' }));
  });
});
