import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sellerProfileLabels as m } from '@naijabid/shared/messages/ratings';
import { reserveLabels } from '@naijabid/shared/messages/seller-rating';
import type { SellerProfile } from '@naijabid/shared/schemas/ratings';
import { FakeEventSource } from '../../../test/fake-event-source';
import { summary } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import SellerProfilePage from '../seller-profile-page';

const ID = '33333333-3333-4333-8333-333333333333';

function profile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    id: ID,
    displayName: 'Aisha B.',
    memberSince: '2025-03-14T09:00:00.000Z',
    rating: { average: 4.5, count: 2 },
    completedSales: 3,
    verified: true,
    reviews: [
      {
        stars: 4,
        comment: 'Fan is strong and quiet.',
        reviewer: 'Tunde A***',
        item: 'Binatone 18 inch Rechargeable Fan',
        ratedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        stars: 5,
        comment: null,
        reviewer: 'Ngozi E***',
        item: 'Nike Air Max 90, Size 42',
        ratedAt: '2026-11-18T10:00:00.000Z',
      },
    ],
    listings: [summary({ reserveMet: false })],
    ...overrides,
  };
}

function renderProfile(answer: Parameters<typeof mockFetch>[0][string]) {
  const calls = mockFetch({ [`/sellers/${ID}`]: answer });
  renderRoute(<SellerProfilePage />, { path: '/sellers/:id', url: `/sellers/${ID}` });
  return calls;
}

beforeEach(() => FakeEventSource.install());
afterEach(() => vi.unstubAllGlobals());

describe('the seller profile page', () => {
  it('shows the name, stars, count, member since, sales, the newest reviews and live auctions', async () => {
    const calls = renderProfile({ body: { data: { seller: profile() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aisha B.' })).toBeInTheDocument();
    expect(screen.getByText('Seller rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025 · 3 completed sales')).toBeInTheDocument();
    expect(screen.getByTestId('verified-seller-badge')).toHaveTextContent('Verified seller');
    expect(document.title).toContain('Aisha B. · Seller');

    const reviews = within(screen.getByRole('region', { name: m.reviews })).getAllByRole('listitem');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toHaveTextContent('Tunde A***');
    expect(reviews[0]).toHaveTextContent('4 out of 5 stars');
    expect(reviews[0]).toHaveTextContent('Fan is strong and quiet.');
    expect(reviews[0]).toHaveTextContent('Bought: Binatone 18 inch Rechargeable Fan');
    expect(reviews[1]).toHaveTextContent('Ngozi E***');

    const listings = screen.getByRole('region', { name: m.liveListings });
    expect(within(listings).getByRole('link', { name: 'Tecno Camon 30 256GB' })).toBeInTheDocument();
    expect(within(listings).getByText(reserveLabels.notMet)).toBeInTheDocument();
    // Public: read without the session.
    expect(calls[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('says so when the seller has no reviews or live auctions yet', async () => {
    renderProfile({
      body: {
        data: { seller: profile({ rating: { average: null, count: 0 }, verified: false, reviews: [], listings: [] }) },
      },
    });
    expect(await screen.findByText(m.noReviews)).toBeInTheDocument();
    expect(screen.getByText(m.noListings)).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByTestId('verified-seller-badge')).not.toBeInTheDocument();
  });

  it('says "Seller not found" for an unknown seller', async () => {
    renderProfile({ status: 404, body: { code: 'not_found', message: 'We could not find that seller.', detail: '' } });
    expect(await screen.findByRole('heading', { name: m.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.browseLive })).toHaveAttribute('href', '/auctions');
  });
});
