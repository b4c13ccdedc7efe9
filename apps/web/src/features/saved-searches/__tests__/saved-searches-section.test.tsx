import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { SavedSearchesSection } from '../saved-searches-section';

const saved = (id: string, name: string, query: Record<string, unknown>) => ({
  id,
  name,
  query,
  notify: 'bell',
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('saved searches in Settings', () => {
  it('shows each search’s words and filters under its name, not its name alone', async () => {
    localStorage.setItem('user_access_token', 'token-1');
    mockFetch({
      '/me/saved-searches': {
        body: {
          data: {
            items: [
              saved('11111111-1111-4111-8111-111111111111', 'Fans', {
                q: 'standing fan',
                category: 'Home & Office',
                condition: 'used',
                minPrice: 10_000_00,
                maxPrice: 50_000_00,
                sellers: 'verified',
              }),
              saved('22222222-2222-4222-8222-222222222222', 'Cheap phones', { maxPrice: 80_000_00 }),
              saved('33333333-3333-4333-8333-333333333333', 'Everything', {}),
            ],
          },
        },
      },
    });
    renderRoute(<SavedSearchesSection />, { path: '/settings' });

    const fans = await screen.findByRole('listitem', { name: 'Fans' });
    expect(within(fans).getByTestId('saved-search-filters')).toHaveTextContent(
      '“standing fan” · Home & Office · Used · ₦10,000 to ₦50,000 · Verified sellers only',
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Cheap phones' })).getByTestId('saved-search-filters'),
    ).toHaveTextContent('up to ₦80,000');
    expect(
      within(screen.getByRole('listitem', { name: 'Everything' })).getByTestId('saved-search-filters'),
    ).toHaveTextContent('Any auction, no filters');
  });
});
