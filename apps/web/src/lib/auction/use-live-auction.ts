import { useCallback, useEffect, useState } from 'react';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { AuctionDetail, OwnListing } from '@naijabid/shared/schemas/listings';
import { useAuctionEvents } from '../../lib/live-events';
import { getAuction } from './api/get-auction';
import { detailWithBid, detailWithClose, detailWithOwnBid, summaryWithEnd } from './live-auction';
import { serverClockOffset } from './server-clock';

type Auction = AuctionDetail | OwnListing;

/**
 * One auction kept live: bids move the price, count, leader, minimum and end (a late bid
 * pushes it back); the close brings the outcome. Bid events do not say whether the hidden
 * reserve is now met, so while it is not, each new bid reads the auction again.
 */
export function useLiveAuction(initial: Auction) {
  const [auction, setAuction] = useState(initial);
  const [reserveCheck, setReserveCheck] = useState(0);
  const [closedCheck, setClosedCheck] = useState(0);

  useAuctionEvents(initial.id, {
    bid: (event) => {
      if (auction.reserveMet === false && event.bidCount > auction.bidCount) setReserveCheck((count) => count + 1);
      setAuction((current) => detailWithBid(current, event));
    },
    end_moved: (event) => setAuction((current) => summaryWithEnd(current, event)),
    closed: (event) => {
      setAuction((current) => detailWithClose(current, event, Date.now() + serverClockOffset()));
      setClosedCheck((count) => count + 1);
    },
  });

  // The close event carries the outcome and price, not the bid count (a Buy Now adds the
  // buyer's bid): the ended auction is read once more.
  useEffect(() => {
    if (closedCheck === 0) return;
    const controller = new AbortController();
    getAuction(initial.id, { signal: controller.signal })
      .then((fresh) => fresh.status === 'ended' && setAuction(fresh))
      .catch(() => undefined);
    return () => controller.abort();
  }, [initial.id, closedCheck]);

  useEffect(() => {
    if (reserveCheck === 0) return;
    const controller = new AbortController();
    getAuction(initial.id, { signal: controller.signal })
      .then((fresh) => setAuction((current) => (fresh.bidCount >= current.bidCount ? fresh : current)))
      // A failed check keeps what is shown; the next bid checks again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [initial.id, reserveCheck]);

  const applyOwnBid = useCallback(
    (answer: PlaceBidAnswer, maxAmountKobo: number) =>
      setAuction((current) => detailWithOwnBid(current, answer, maxAmountKobo)),
    [],
  );
  return { auction, applyOwnBid };
}
