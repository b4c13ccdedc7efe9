import { useCallback, useEffect, useState } from 'react';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import { auctionPath, getAuction, type Auction, type AuctionAnswer } from '../api/get-auction';
import { useAuctionEvents } from '../live-events';
import { setQueryData, useQuery } from '../query';
import { serverClockOffset } from '../server-clock';
import { detailWithBid, detailWithClose, detailWithOwnBid, summaryWithEnd } from './live-changes';

/**
 * One auction, read once and then kept live in the cache: bids move the price, count,
 * leader, minimum and end (a late bid pushes it back); the close brings the outcome. Bid
 * events do not say whether the hidden reserve is now met, so while it is not, each new bid
 * reads the auction again. `undefined` reads and follows nothing.
 */
export function useLiveAuction(id: string | undefined) {
  const path = id === undefined ? null : auctionPath(id);
  const query = useQuery<AuctionAnswer>(path);
  const auction = query.data?.auction;
  const [reserveCheck, setReserveCheck] = useState(0);
  const [closedCheck, setClosedCheck] = useState(0);

  const change = useCallback(
    (update: (auction: Auction) => Auction) => {
      if (path) setQueryData<AuctionAnswer>(path, (answer) => ({ auction: update(answer.auction) }));
    },
    [path],
  );

  useAuctionEvents(auction ? id : undefined, {
    bid: (event) => {
      if (auction?.reserveMet === false && event.bidCount > auction.bidCount) setReserveCheck((count) => count + 1);
      change((current) => detailWithBid(current, event));
    },
    end_moved: (event) => change((current) => summaryWithEnd(current, event)),
    closed: (event) => {
      change((current) => detailWithClose(current, event, Date.now() + serverClockOffset()));
      setClosedCheck((count) => count + 1);
    },
  });

  // The close event carries the outcome and price, not the bid count (a Buy Now adds the
  // buyer's bid): the ended auction is read once more.
  useEffect(() => {
    if (closedCheck === 0 || id === undefined) return;
    const controller = new AbortController();
    getAuction(id, { signal: controller.signal })
      .then((fresh) => fresh.status === 'ended' && change(() => fresh))
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, closedCheck, change]);

  useEffect(() => {
    if (reserveCheck === 0 || id === undefined) return;
    const controller = new AbortController();
    getAuction(id, { signal: controller.signal })
      .then((fresh) => change((current) => (fresh.bidCount >= current.bidCount ? fresh : current)))
      // A failed check keeps what is shown; the next bid checks again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, reserveCheck, change]);

  const applyOwnBid = useCallback(
    (answer: PlaceBidAnswer, maxAmountKobo: number) =>
      change((current) => detailWithOwnBid(current, answer, maxAmountKobo)),
    [change],
  );
  return { auction, error: query.error, refetch: query.refetch, applyOwnBid };
}
