import { useState } from 'react';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import type { AuctionBidEvent, AuctionClosedEvent, AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';
import { useWatchedAuctionsEvents } from '../live-events';
import { summaryWithBid, summaryWithClose, summaryWithEnd } from './live-changes';
import { serverClockOffset } from '../server-clock';

interface Latest {
  bid?: AuctionBidEvent;
  /** Events arrive in order: a bid after an end move carries the newer end, so it clears the move. */
  endMoved?: AuctionEndMovedEvent;
  closed?: { event: AuctionClosedEvent; atMs: number };
}

/**
 * A grid of cards kept live on one stream: price, bid count and end (a late bid moves it)
 * as they happen. The newest event of each auction is kept apart from the list, so a list
 * fetched again later is patched the same way and an older event never undoes a newer list.
 */
export function useLiveSummaries(items: readonly AuctionSummary[]): AuctionSummary[] {
  const [latest, setLatest] = useState<ReadonlyMap<string, Latest>>(new Map());
  const remember = (listingId: string, change: Latest) =>
    setLatest((current) => new Map(current).set(listingId, { ...current.get(listingId), ...change }));
  useWatchedAuctionsEvents(
    items.map((item) => item.id),
    {
      bid: (event) => remember(event.listingId, { bid: event, endMoved: undefined }),
      end_moved: (event) => remember(event.listingId, { endMoved: event }),
      closed: (event) => remember(event.listingId, { closed: { event, atMs: Date.now() + serverClockOffset() } }),
    },
  );
  return items.map((item) => {
    const events = latest.get(item.id);
    if (!events) return item;
    const withBid = events.bid ? summaryWithBid(item, events.bid) : item;
    const withEnd = events.endMoved ? summaryWithEnd(withBid, events.endMoved) : withBid;
    return events.closed ? summaryWithClose(withEnd, events.closed.event, events.closed.atMs) : withEnd;
  });
}
