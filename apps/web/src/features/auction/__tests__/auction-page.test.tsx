import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { biddingMessages, serverMessages } from '@naijabid/shared/messages';
import { auctionPageLabels } from '@naijabid/shared/messages/auction-page';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import AuctionPage from '../auction-page';
import { detail } from '../../../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';

function show(answer: Parameters<typeof mockFetch>[0][string]) {
  const calls = mockFetch({ [`/auctions/${ID}`]: answer });
  renderRoute(<AuctionPage />, { path: '/auctions/:id', url: `/auctions/${ID}` });
  return calls;
}

describe('the auction page', () => {
  it('shows a live auction: photos, price, bids, countdown, seller, and the bid panel', async () => {
    show({ body: { data: { auction: detail() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tecno Camon 30 256GB' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Starting bid')).toBeInTheDocument();
    expect(screen.getAllByText('₦240,000').length).toBeGreaterThan(0);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^2h 0[45]m$/);
    expect(timer).not.toHaveClass('text-red-700');
    expect(screen.getByText('Aisha B.')).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: biddingMessages.panelTitle });
    expect(within(panel).getByText(biddingMessages.firstBidFrom('₦240,000'))).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Place Bid on Tecno Camon 30 256GB' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(panel).queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(screen.getByText('No bids yet')).toBeInTheDocument();
    const images = screen.getAllByRole('img');
    expect(images[0]).toHaveAttribute('srcset', expect.stringContaining('/1280.webp 1280w'));
    expect(images[0]).toHaveAttribute('sizes');
    expect(images[0]).toHaveAttribute('width', '1280');
  });

  it('says where the item is, whether it can be collected, and what delivery costs in and outside the state', async () => {
    show({ body: { data: { auction: detail() } } });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const row = (label: string) => within(delivery).getByText(label).nextElementSibling;
    expect(row('Item location')).toHaveTextContent('Wuse, FCT');
    expect(row('Pickup')).toHaveTextContent('Available in Wuse');
    expect(row('Within FCT')).toHaveTextContent('₦2,000');
    expect(row('Other states')).toHaveTextContent('₦5,500');
  });

  it('says when delivery is free, not offered in the state, or not offered outside it', async () => {
    const deliveryOptions = { state: 'Lagos', city: 'Ikeja', pickup: false, feeInState: 0, feeOtherStates: null };
    show({ body: { data: { auction: detail({ deliveryOptions }) } } });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const row = (label: string) => within(delivery).getByText(label).nextElementSibling;
    expect(row('Pickup')).toHaveTextContent('Not offered');
    expect(row('Within Lagos')).toHaveTextContent('Free');
    expect(row('Other states')).toHaveTextContent('No delivery outside Lagos');
  });

  it('shows a listing from before locations were asked for as not given', async () => {
    const deliveryOptions = { state: null, city: null, pickup: true, feeInState: null, feeOtherStates: null };
    show({ body: { data: { auction: detail({ city: null, state: null, deliveryFrom: null, deliveryOptions }) } } });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const row = (label: string) => within(delivery).getByText(label).nextElementSibling;
    expect(row('Item location')).toHaveTextContent('Not given by the seller');
    expect(row('Pickup')).toHaveTextContent('Available');
    expect(row("Within the seller's state")).toHaveTextContent('Not offered');
  });

  it('switches photos with the thumbnails', async () => {
    show({ body: { data: { auction: detail() } } });
    const second = await screen.findByRole('button', { name: 'Show photo 2 of 2' });
    await userEvent.setup().click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Tecno Camon 30 256GB, photo 2 of 2' })).toBeInTheDocument();
  });

  it('shows a countdown in red under ten minutes', async () => {
    show({ body: { data: { auction: detail({ endsAt: new Date(Date.now() + 5 * 60_000 + 30_000).toISOString() }) } } });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/^05m [23]\ds$/);
    expect(timer).toHaveClass('text-red-700');
  });

  it('shows a scheduled auction with the time it opens', async () => {
    const startsAt = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const endsAt = new Date(Date.now() + 27 * 60 * 60_000).toISOString();
    show({ body: { data: { auction: detail({ status: 'scheduled', startsAt, endsAt }) } } });
    expect(await screen.findByText('Starts soon')).toBeInTheDocument();
    expect(screen.getByText('Starts in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^[23]h \d\dm$/);
    const panel = screen.getByRole('region', { name: biddingMessages.panelTitle });
    expect(within(panel).getByText(/^Bidding opens when the auction starts, /)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an ended auction with its winner and price, bids closed', async () => {
    const endsAt = new Date(Date.now() - 60_000).toISOString();
    show({
      body: {
        data: {
          auction: detail({
            status: 'ended',
            endsAt,
            bidCount: 3,
            currentPrice: 25_000_000,
            outcome: 'sold',
            leader: 'Aisha O***',
          }),
        },
      },
    });
    const result = await screen.findByRole('region', { name: biddingMessages.resultTitle });
    expect(within(result).getByText(biddingMessages.wonBy('Aisha O***'))).toBeInTheDocument();
    expect(within(result).getByText(biddingMessages.soldFor('₦250,000'))).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: biddingMessages.seeMoreIn('Phones & Tablets') })).toHaveAttribute(
      'href',
      '/search?category=Phones%20%26%20Tablets',
    );
    expect(screen.getByText(biddingMessages.soldForLabel)).toBeInTheDocument();
    expect(screen.queryByText(biddingMessages.currentBid)).not.toBeInTheDocument();
    expect(screen.getByText('₦250,000')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place Bid/ })).not.toBeInTheDocument();
  });

  it('says the result is being confirmed between the end and the close', async () => {
    const endsAt = new Date(Date.now() - 1_000).toISOString();
    show({
      body: {
        data: { auction: detail({ status: 'ended', endsAt, bidCount: 1, outcome: null, leader: 'Aisha O***' }) },
      },
    });
    const result = await screen.findByRole('region', { name: biddingMessages.resultTitle });
    expect(within(result).getByRole('status')).toHaveTextContent(biddingMessages.closing);
  });

  it('offers Buy Now beside Place Bid while the auction has it', async () => {
    show({ body: { data: { auction: detail({ hasBuyNow: true, buyNowPrice: 30_000_000 }) } } });
    const panel = await screen.findByRole('region', { name: biddingMessages.panelTitle });
    expect(within(panel).getByRole('button', { name: biddingMessages.buyNowOffer('₦300,000') })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('lists the Buy Now price while Buy Now applies', async () => {
    show({ body: { data: { auction: detail({ hasBuyNow: true, buyNowPrice: 30_000_000 }) } } });
    expect(await screen.findByText(auctionPageLabels.buyNowPrice)).toBeInTheDocument();
  });

  it('no longer lists the Buy Now price once the reserve is met and Buy Now has gone', async () => {
    show({
      body: {
        data: {
          auction: detail({ hasBuyNow: false, buyNowPrice: 30_000_000, reserveMet: true, bidCount: 2 }),
        },
      },
    });
    expect(await screen.findByText(auctionPageLabels.reserveMet)).toBeInTheDocument();
    expect(screen.queryByText(auctionPageLabels.buyNowPrice)).not.toBeInTheDocument();
    expect(screen.queryByText('₦300,000')).not.toBeInTheDocument();
  });

  it('lists the bids with masked names and prices once there are bids', async () => {
    const placedAt = '2026-11-22T14:30:00.000Z';
    mockFetch({
      [`/auctions/${ID}`]: { body: { data: { auction: detail({ bidCount: 2, currentPrice: 24_500_000 }) } } },
      [`/auctions/${ID}/bids`]: {
        body: {
          data: {
            items: [
              { bidder: 'Aisha O***', price: 24_500_000, placedAt, automatic: true },
              { bidder: 'Tunde B***', price: 24_000_000, placedAt, automatic: false },
            ],
          },
        },
      },
    });
    renderRoute(<AuctionPage />, { path: '/auctions/:id', url: `/auctions/${ID}` });
    expect(await screen.findByText('Aisha O***')).toBeInTheDocument();
    expect(screen.getByText('Tunde B***')).toBeInTheDocument();
    // The leader's proxy answer to Tunde's bid says so; Tunde's own row does not.
    expect(screen.getByText('Aisha O***').closest('li')).toHaveTextContent('automatic bid');
    expect(screen.getByText('Tunde B***').closest('li')).not.toHaveTextContent('automatic bid');
    expect(screen.getAllByText('₦245,000').length).toBeGreaterThan(1);
    expect(screen.getAllByText('Sun, 22 Nov 2026, 3:30 pm')).toHaveLength(2);
    expect(screen.queryByText('No bids yet')).not.toBeInTheDocument();
  });

  it('says when the auction does not exist', async () => {
    show({
      status: 404,
      body: { code: 'not_found', message: serverMessages.listingNotFound, detail: serverMessages.listingNotFound },
    });
    expect(await screen.findByRole('heading', { name: 'Auction not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(serverMessages.listingNotFound);
    expect(screen.getByRole('link', { name: 'Browse live auctions' })).toHaveAttribute('href', '/search');
  });

  it('offers a retry when the network fails', async () => {
    const calls = mockFetch({});
    renderRoute(<AuctionPage />, { path: '/auctions/:id', url: `/auctions/${ID}` });
    expect(await screen.findByRole('heading', { name: 'This auction could not be loaded' })).toBeInTheDocument();
    mockFetch({ [`/auctions/${ID}`]: { body: { data: { auction: detail() } } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tecno Camon 30 256GB' })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('shows the owner the hidden reserve and an edit link while there are no bids', async () => {
    show({ body: { data: { auction: { ...detail(), reservePrice: 30_000_000 } } } });
    expect(await screen.findByText(/Hidden reserve: ₦300,000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `/sell/listings/${ID}/edit`);
    expect(screen.queryByRole('button', { name: /Place Bid/ })).not.toBeInTheDocument();
  });
});
