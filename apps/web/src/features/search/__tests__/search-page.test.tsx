import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { searchFiltersLabels, searchResultsLabels } from '@naijabid/shared/messages/search';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render-route';
import SearchPage from '../search-page';
import { browseParamsOf, nairaParamToKobo } from '../search-params';
import { summary } from '../../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

/** Answers browse calls page by page; records each address asked for. */
function mockBrowse(pages: Record<string, { titles: string[]; nextCursor: string | null }>) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/auctions')) throw new TypeError('Failed to fetch');
      urls.push(url);
      const page = pages[url.searchParams.get('cursor') ?? 'first'];
      if (!page) return new Response('{}', { status: 500 });
      const items = page.titles.map((title, index) => summary({ id: `${title}-${index}`, title }));
      return new Response(JSON.stringify({ data: { items, nextCursor: page.nextCursor } }), { status: 200 });
    }),
  );
  return urls;
}

describe('search results', () => {
  it('pages through results with nextCursor, appending each page', async () => {
    const asked = mockBrowse({
      first: { titles: ['iPhone 13', 'iPhone 14'], nextCursor: 'cursor-2' },
      'cursor-2': { titles: ['iPhone 15'], nextCursor: 'cursor-3' },
      'cursor-3': { titles: ['iPhone 16'], nextCursor: null },
    });
    // The live results' pages; the search also asks whether upcoming and ended auctions match.
    const live = () => asked.filter((url) => !url.searchParams.has('status'));
    const user = userEvent.setup();
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=iphone&category=Phones%20%26%20Tablets' });

    expect(await screen.findByRole('heading', { name: 'iPhone 14' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “iphone”');
    expect(live()[0]!.searchParams.get('q')).toBe('iphone');
    expect(live()[0]!.searchParams.get('category')).toBe('Phones & Tablets');
    expect(live()[0]!.searchParams.get('limit')).toBe('24');
    expect(live()[0]!.searchParams.has('cursor')).toBe(false);
    expect(screen.getByText('Showing 2 auctions; more below.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Load more auctions' }));
    expect(await screen.findByRole('heading', { name: 'iPhone 15' })).toBeInTheDocument();
    expect(live()[1]!.searchParams.get('cursor')).toBe('cursor-2');
    expect(live()[1]!.searchParams.get('q')).toBe('iphone');

    await user.click(screen.getByRole('button', { name: 'Load more auctions' }));
    expect(await screen.findByRole('heading', { name: 'iPhone 16' })).toBeInTheDocument();
    expect(live()[2]!.searchParams.get('cursor')).toBe('cursor-3');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more auctions' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 4 auctions.')).toBeInTheDocument();
  });

  it('links to upcoming and ended auctions with the words, when the search looks at live ones', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url);
        const status = url.searchParams.get('status');
        const titles =
          status === 'upcoming'
            ? ['Binatone 16 inch Standing Fan']
            : status === 'ended'
              ? []
              : ['Electric Standing Desk 140cm'];
        const items = titles.map((title) => summary({ id: title, title }));
        return new Response(JSON.stringify({ data: { items, nextCursor: null } }), { status: 200 });
      }),
    );
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=standing%20fan&category=Appliances' });
    expect(await screen.findByRole('heading', { name: 'Electric Standing Desk 140cm' })).toBeInTheDocument();
    const also = await screen.findByRole('list', { name: searchResultsLabels.alsoMatching });
    const upcoming = within(also).getByRole('link', {
      name: searchResultsLabels.alsoMatch(searchFiltersLabels.statuses.upcoming, 'standing fan'),
    });
    expect(upcoming).toHaveAttribute('href', '/search?q=standing+fan&category=Appliances&status=upcoming');
    expect(within(also).getAllByRole('link')).toHaveLength(1);
    const upcomingAsked = asked.find((url) => url.searchParams.get('status') === 'upcoming')!;
    expect(Object.fromEntries(upcomingAsked.searchParams)).toMatchObject({
      q: 'standing fan',
      category: 'Appliances',
      limit: '1',
    });
  });

  it('asks nothing more once a status is chosen', async () => {
    const urls = mockBrowse({ first: { titles: ['Binatone 16 inch Standing Fan'], nextCursor: null } });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=standing%20fan&status=upcoming' });
    expect(await screen.findByRole('heading', { name: 'Binatone 16 inch Standing Fan' })).toBeInTheDocument();
    expect(urls.map((url) => url.searchParams.get('status'))).toEqual(['upcoming']);
    expect(screen.queryByRole('list', { name: searchResultsLabels.alsoMatching })).not.toBeInTheDocument();
  });

  it('starts again from the first page when a filter changes', async () => {
    const urls = mockBrowse({ first: { titles: ['Fridge'], nextCursor: null } });
    const user = userEvent.setup();
    renderRoute(<SearchPage />, { path: '/search', url: '/search' });
    expect(await screen.findByRole('heading', { name: 'Fridge' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(urls[1]!.searchParams.get('sort')).toBe('price-asc');
    expect(urls[1]!.searchParams.has('cursor')).toBe(false);
    await user.type(screen.getByLabelText('Min price (₦)'), '25,000');
    await user.click(screen.getByRole('button', { name: 'Apply prices' }));
    await waitFor(() => expect(urls).toHaveLength(3));
    expect(urls[2]!.searchParams.get('minPrice')).toBe('2500000');
  });

  it('says what to type when a price filter is not an amount, instead of leaving it out unsaid', async () => {
    const urls = mockBrowse({ first: { titles: ['Fridge'], nextCursor: null } });
    const user = userEvent.setup();
    renderRoute(<SearchPage />, { path: '/search', url: '/search?min=ten' });
    expect(await screen.findByRole('heading', { name: 'Fridge' })).toBeInTheDocument();
    const min = screen.getByLabelText('Min price (₦)');
    expect(min).toHaveValue('ten');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription('Enter a price in naira, like 25000 or 25,000.');
    expect(urls[0]!.searchParams.has('minPrice')).toBe(false);

    await user.type(screen.getByLabelText('Max price (₦)'), '50k');
    await user.click(screen.getByRole('button', { name: 'Apply prices' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByLabelText('Max price (₦)')).toHaveAccessibleDescription(
      'Enter a price in naira, like 25000 or 25,000.',
    );

    await user.clear(min);
    await user.type(min, '25,000');
    await user.clear(screen.getByLabelText('Max price (₦)'));
    await user.click(screen.getByRole('button', { name: 'Apply prices' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(urls.at(-1)!.searchParams.get('minPrice')).toBe('2500000');
  });

  it('says so when nothing matches', async () => {
    mockBrowse({ first: { titles: [], nextCursor: null } });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=zzzz' });
    expect(await screen.findByText('No auctions match your search.')).toBeInTheDocument();
  });

  it('links every card to the auction page; Place Bid opens the bid dialog there and then', async () => {
    mockBrowse({ first: { titles: ['PS5 Slim'], nextCursor: null } });
    renderRoute(<SearchPage />, { path: '/search', url: '/search' });
    expect(await screen.findByRole('link', { name: 'PS5 Slim' })).toHaveAttribute('href', '/auctions/PS5 Slim-0');
    expect(screen.getByRole('button', { name: 'Place Bid on PS5 Slim' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('reads the address: unknown values are dropped, naira becomes kobo', () => {
    const params = browseParamsOf(new URLSearchParams('category=Toys&status=ended&sort=newest&min=1,500.50&max=abc'));
    expect(params).toMatchObject({
      category: undefined,
      status: 'ended',
      sort: 'newest',
      minPrice: 150_050,
      maxPrice: undefined,
    });
    expect(nairaParamToKobo('₦ 2,000')).toBe(200_000);
  });

  it('drops an amount in the address too large to be a safe number of kobo instead of failing the page', async () => {
    for (const value of ['1e20', '90071992547410', 'Infinity', '-5']) expect(nairaParamToKobo(value)).toBeUndefined();
    expect(nairaParamToKobo('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    const urls = mockBrowse({ first: { titles: ['PS5 Slim'], nextCursor: null } });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?min=1e20&max=1e400' });
    expect(await screen.findByRole('link', { name: 'PS5 Slim' })).toBeInTheDocument();
    expect(urls[0]!.searchParams.has('minPrice')).toBe(false);
    expect(urls[0]!.searchParams.has('maxPrice')).toBe(false);
  });
});
