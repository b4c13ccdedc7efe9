import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CATEGORIES } from '@naijabid/shared/constants';
import MarketplaceHomePage from '../marketplace-home-page';

afterEach(() => vi.useRealTimers());

function renderMarketplace(url = '/auctions') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MarketplaceHomePage />
    </MemoryRouter>,
  );
}

describe('marketplace home (variant B)', () => {
  it('shows the eight category tiles, six live auctions and eight ending soon', () => {
    renderMarketplace();
    const categories = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual(
      CATEGORIES.map((name) => expect.stringContaining(name)),
    );
    expect(within(screen.getByRole('region', { name: 'Live Auctions' })).getAllByRole('article')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'Ending Soon' })).getAllByRole('listitem')).toHaveLength(8);
  });

  it('ticks the live countdowns every second, red under ten minutes', () => {
    vi.useFakeTimers();
    renderMarketplace();
    const timers = screen.getAllByRole('timer');
    const urgent = timers.find((timer) => timer.textContent === '08m 30s')!;
    expect(urgent).toHaveClass('text-red-700');
    act(() => vi.advanceTimersByTime(1000));
    expect(urgent).toHaveTextContent('08m 29s');
    expect(timers.find((timer) => timer.textContent?.startsWith('2h 1'))).not.toHaveClass('text-red-700');
  });

  it('rotates the hero every 8 seconds and lets a dot choose the slide', async () => {
    vi.useFakeTimers();
    renderMarketplace();
    const dots = screen.getAllByRole('button', { name: /Show slide/ });
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(8000));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    act(() => dots[2]!.click());
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
  });

  it('filters the live auctions by search and by category', async () => {
    renderMarketplace('/auctions?q=macbook');
    expect(within(screen.getByRole('region', { name: 'Live Auctions' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText(/1 result/)).toBeInTheDocument();
  });

  it('shows the header counts and sends Sell to the vendor page', async () => {
    renderMarketplace();
    expect(screen.getByText('12,847 live auctions')).toBeInTheDocument();
    expect(screen.getByText('Notifications, 3 new')).toBeInTheDocument();
    expect(screen.getByText('Cart, 2 new')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/vendor');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search auctions' }), 'tv');
  });
});
