import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TERMS } from '@naijabid/shared/constants';
import { biddingMessages } from '@naijabid/shared/messages';
import { wonAuctionLabels } from '@naijabid/shared/messages/orders';
import { storeAccessToken } from '../../../lib/token-storage';
import { order } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import { PayForWonAuction, WonByYou } from '../pay-won-auction';

const won = order();

function renderWon(orders: ReturnType<typeof order>[]) {
  mockFetch({ '/me/orders': { body: { data: { items: orders } } } });
  renderRoute(
    <>
      <WonByYou auctionId={won.listingId} price="₦250,000" />
      <PayForWonAuction auctionId={won.listingId} />
    </>,
    { path: '/auctions/:id', url: `/auctions/${won.listingId}` },
  );
}

beforeEach(() => storeAccessToken('good'));
afterEach(() => localStorage.clear());

describe('the won auction’s outcome', () => {
  it('says when payment is due while the order is unpaid', async () => {
    renderWon([won]);
    expect(await screen.findByText(biddingMessages.wonByYou('₦250,000', TERMS.paymentDueHours))).toBeInTheDocument();
  });

  it('says no payment is due once paid, beside "Paid. Thank you!"', async () => {
    renderWon([order({ status: 'paid', paidAt: new Date().toISOString(), actions: [] })]);
    expect(await screen.findByText(wonAuctionLabels.paid)).toBeInTheDocument();
    expect(screen.getByText(wonAuctionLabels.wonAndPaid('₦250,000'))).toBeInTheDocument();
    expect(screen.queryByText(/Payment is due/)).not.toBeInTheDocument();
  });
});
