import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockCatalogueApi, VERIFIED_SELLER_TITLES } from '../../../test/mock-catalogue-api';
import { setUnauthorizedHandler } from '../../../lib/unauthorized';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderRoute } from '../../../test/render-route';
import { HotAuctionsCarousel } from '../hot-auctions-carousel';

const IPHONE = '00000000-0000-4000-8000-000000000007';

beforeEach(() => {
  FakeEventSource.install();
  mockCatalogueApi();
});
afterEach(() => vi.unstubAllGlobals());

/** The carousel once its cards show: every card, originals first, then the copies that fill the marquee. */
async function renderCarousel() {
  renderRoute(<HotAuctionsCarousel />, { path: '/' });
  const carousel = screen.getByRole('region', { name: 'Hot Auctions' });
  await within(carousel).findAllByRole('link', { name: 'iPhone 15 Pro 256GB' });
  const cards = [...carousel.querySelectorAll('article')];
  return {
    carousel,
    originals: cards.filter((card) => !card.hasAttribute('aria-hidden')),
    copies: cards.filter((card) => card.hasAttribute('aria-hidden')),
  };
}

describe('hot auctions carousel', () => {
  it('loads the photos of the first cards on screen at once and with high priority, the rest lazily', async () => {
    const { originals, copies } = await renderCarousel();
    const images = [...originals, ...copies].map((card) => card.querySelector('img')!);
    for (const image of images.slice(0, 2)) {
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('fetchpriority', 'high');
    }
    for (const image of images.slice(2)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('lets a pointer use any copy of a card, while keyboard and screen-reader users meet each card once', async () => {
    const { originals, copies } = await renderCarousel();
    expect(originals).toHaveLength(10);
    expect(copies).toHaveLength(10);
    for (const copy of copies) {
      expect(copy).not.toHaveAttribute('inert');
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      for (const control of copy.querySelectorAll('a, button')) expect(control).toHaveAttribute('tabindex', '-1');
    }
    for (const control of originals[0]!.querySelectorAll('a, button'))
      expect((control as HTMLElement).tabIndex).toBe(0);

    const copy = copies.find((card) => card.textContent?.includes('iPhone 15 Pro 256GB'))!;
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    const user = userEvent.setup();
    await user.click(within(copy).getByRole('button', { name: /^Place Bid/, hidden: true }));
    expect(toLogin).toHaveBeenCalledWith({ from: '/' });
    await user.click(within(copy).getByRole('link', { hidden: true }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/auctions/${IPHONE}`);
  });

  it('shows the "Verified seller" badge on the cards of a verified seller, and on no other', async () => {
    const { originals, copies } = await renderCarousel();
    const badges = (cards: Element[]) =>
      Object.fromEntries(
        cards.map((card) => [
          card.querySelector('h3')!.textContent,
          card.querySelector('[data-testid="verified-seller-badge"]')?.textContent ?? null,
        ]),
      );
    const expected = Object.fromEntries(
      originals.map((card) => {
        const title = card.querySelector('h3')!.textContent!;
        return [title, VERIFIED_SELLER_TITLES.includes(title) ? expect.stringMatching(/^Verified seller/) : null];
      }),
    );
    expect(Object.values(expected).filter(Boolean)).toHaveLength(2);
    expect(badges(originals)).toEqual(expected);
    expect(badges(copies)).toEqual(expected);
  });

  it('offers Place Bid only while the auction is live', async () => {
    const { carousel } = await renderCarousel();
    expect(within(carousel).getByRole('button', { name: 'Place Bid on iPhone 15 Pro 256GB' })).toBeInTheDocument();
    const stream = await vi.waitFor(() => FakeEventSource.find(IPHONE));
    stream.emit('closed', { listingId: IPHONE, outcome: 'sold', price: 102_000_000, winner: 'Aisha O***' });
    expect(
      within(carousel).queryAllByRole('button', { name: /^Place Bid on iPhone 15 Pro 256GB/, hidden: true }),
    ).toHaveLength(0);
    expect(within(carousel).getAllByRole('button', { name: /^Place Bid on/ })).toHaveLength(9);
    expect(within(carousel).getByRole('link', { name: 'iPhone 15 Pro 256GB' })).toHaveAttribute(
      'href',
      `/auctions/${IPHONE}`,
    );
  });
});
