import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { howItWorks } from '@naijabid/shared/marketing';
import { storeAccessToken } from '../../../lib/token-storage';
import { mockCatalogueApi } from '../../../test/mock-catalogue-api';
import { tipsArticles } from '../../content/tips-articles';
import { dealChange } from '../deals-section';
import { LandingPage } from '../landing-page';

/**
 * The lower sections are a chunk of their own, imported at run time: the first import of the
 * file compiles it, which on a loaded machine takes longer than the 1 s a query waits by default.
 */
const LAZY_CHUNK_WAIT = { timeout: 10_000 };

let urls: URL[] = [];
beforeEach(() => {
  urls = mockCatalogueApi();
});
afterEach(() => vi.unstubAllGlobals());

/** The landing with its lower sections, which arrive as a chunk of their own, loaded. */
async function renderLanding() {
  const rendered = render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
  await screen.findByRole('tablist', {}, LAZY_CHUNK_WAIT);
  return rendered;
}

describe('landing page (variant A)', () => {
  it('loads the sections below Hot Auctions, code and data, only when the visitor scrolls near them', async () => {
    let reportNear: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reportNear = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('region', { name: 'Hot Auctions' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(urls.some((url) => url.searchParams.has('category'))).toBe(false);

    act(() => reportNear!());
    expect(await screen.findByRole('tablist', {}, LAZY_CHUNK_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(urls.some((url) => url.searchParams.get('category') === 'Electronics')).toBe(true));
  });

  it('opens the deals on Electronics from the API: floor price and change, coloured by sign', async () => {
    await renderLanding();
    expect(screen.getByRole('tab', { name: 'Electronics' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findAllByRole('article')).toHaveLength(3);
    const deals = urls.find((url) => url.searchParams.get('category') === 'Electronics')!;
    expect(deals.searchParams.get('limit')).toBe('8');
    // Samsung: floor ₦400,000, bids took it to ₦448,000 (+12%); JBL: no bids yet, so no bare "0%".
    expect(within(panel).getByText('₦400,000')).toBeInTheDocument();
    expect(within(panel).getByText('+12%')).toHaveClass('text-green-700');
    expect(within(panel).getByText('No bids yet')).toBeInTheDocument();
    expect(within(panel).queryByText('0%')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/search?category=Electronics');
    expect(within(panel).getByRole('link', { name: 'Samsung 55 inch QLED TV' })).toHaveAttribute(
      'href',
      '/auctions/00000000-0000-4000-8000-000000000001',
    );
    // The Samsung's seller is verified, the JBL's and the Canon's are not.
    const tile = (title: string) => within(panel).getByRole('link', { name: title }).closest('article')!;
    expect(within(tile('Samsung 55 inch QLED TV')).getByTestId('verified-seller-badge')).toHaveTextContent(
      /^Verified seller/,
    );
    for (const title of ['JBL Flip 6 Speaker', 'Canon EOS 250D Camera'])
      expect(within(tile(title)).queryByTestId('verified-seller-badge')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gaming' }));
    expect(screen.getByRole('tab', { name: 'Gaming' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel')).findByText('Xbox Series S')).toBeInTheDocument();
  });

  it('works out the change from the floor price in whole percent', () => {
    expect(dealChange({ startingPrice: 40_000_000, currentPrice: 44_800_000 })).toEqual({ text: '+12%', direction: 1 });
    expect(dealChange({ startingPrice: 10_000_000, currentPrice: 10_000_000 })).toEqual({ text: '0%', direction: 0 });
    expect(dealChange({ startingPrice: 10_000_000, currentPrice: 9_200_000 })).toEqual({ text: '-8%', direction: -1 });
  });

  it('keeps the spec\'s tab name "Home Appliances" and names the category it shows, Appliances', async () => {
    await renderLanding();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Home Appliances' }));
    expect(screen.getByRole('link', { name: 'Appliances' })).toHaveAttribute('href', '/search?category=Appliances');
  });

  it('shows the Ending Soon tab from the auctions ending within the hour', async () => {
    await renderLanding();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Ending Soon' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('JBL Flip 6 Speaker')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByText('Xbox Series S')).not.toBeInTheDocument();
    expect(urls.some((url) => url.searchParams.get('status') === 'ending-soon')).toBe(true);
  });

  it('moves between deal tabs with the arrow keys', async () => {
    await renderLanding();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Electronics' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ending Soon' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ending Soon' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the three steps and links the three articles to their pages', async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { name: howItWorks.title })).toBeInTheDocument();
    for (const step of howItWorks.steps)
      expect(screen.getByRole('heading', { name: new RegExp(step.title) })).toBeInTheDocument();
    for (const article of tipsArticles) {
      expect(screen.getByRole('link', { name: new RegExp(article.title) })).toHaveAttribute(
        'href',
        `/tips/${article.slug}`,
      );
    }
  });

  it('fills the carousel with the most-bid live auctions, copies hidden from assistive technology, and can pause it', async () => {
    await renderLanding();
    const carousel = screen.getByRole('region', { name: 'Hot Auctions' });
    const bids = await within(carousel).findAllByRole('button', { name: /Place Bid/ });
    expect(bids).toHaveLength(10);
    expect(bids[0]).toHaveAccessibleName('Place Bid on iPhone 15 Pro 256GB');
    expect(bids[0]).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(carousel).getAllByRole('link', { name: 'iPhone 15 Pro 256GB' })[0]).toHaveAttribute(
      'href',
      '/auctions/00000000-0000-4000-8000-000000000007',
    );
    const hot = urls.find((url) => url.searchParams.get('sort') === 'most-bids')!;
    expect(hot.searchParams.get('status')).toBe('live');
    const pause = within(carousel).getByRole('button', { name: /Pause/ });
    await userEvent.setup().click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(carousel.querySelector('.marquee')).toHaveAttribute('data-paused', 'true');
  });

  it('says so when no auction is live', async () => {
    vi.unstubAllGlobals();
    mockCatalogueApi([]);
    await renderLanding();
    expect(await screen.findByText('No live auctions right now. New auctions start all the time.')).toBeInTheDocument();
  });

  it('counts up to the figures in the database', async () => {
    await renderLanding();
    const figures = screen.getByRole('region', { name: /Bid, Win and Save Big/ });
    expect(await within(figures).findByText('1.3K', { selector: '.sr-only' })).toBeInTheDocument();
    expect(within(figures).getByText('10', { selector: '.sr-only' })).toBeInTheDocument();
    expect(within(figures).getByText('₦250K', { selector: '.sr-only' })).toBeInTheDocument();
    expect(urls.some((url) => url.pathname.endsWith('/stats'))).toBe(true);
  });

  it('links the hero buttons to sign-up and the marketplace', async () => {
    await renderLanding();
    expect(screen.getByRole('link', { name: 'Start Bidding' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Browse Items' })).toHaveAttribute('href', '/auctions');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in user from Start Bidding and Get Started to the auctions, not to sign up again', async () => {
    storeAccessToken('signed-in');
    await renderLanding();
    for (const name of ['Start Bidding', 'Get Started', 'Get Started Now']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/auctions');
    }
  });
});
