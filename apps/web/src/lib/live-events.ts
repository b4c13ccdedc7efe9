import { useEffect, useRef } from 'react';
import {
  MAX_WATCHED_AUCTIONS,
  type AuctionBidEvent,
  type AuctionClosedEvent,
  type AuctionResultEvent,
  type DepositCreditedEvent,
  type OutbidEvent,
} from '@naijabid/shared/schemas/live';
import { apiBaseUrl } from './api-base-url';
import { readAccessToken } from './token-storage';

export interface AuctionEvents {
  bid: AuctionBidEvent;
  closed: AuctionClosedEvent;
}

export interface MyEvents {
  outbid: OutbidEvent;
  won: AuctionResultEvent;
  lost: AuctionResultEvent;
  deposit_credited: DepositCreditedEvent;
}

export type LiveHandlers<Events> = { [Type in keyof Events]?: (data: Events[Type]) => void };

/**
 * Listens to one Server-Sent Events stream while the page is visible. A hidden tab closes
 * it (phones on metered data should not keep a socket open for nothing) and reopens it
 * with the last id it saw, so the server replays exactly what was missed. Handlers may
 * change between renders without reconnecting.
 */
function useEventStream<Events extends object>(url: string | null, handlers: LiveHandlers<Events>): void {
  const latestHandlers = useRef(handlers);
  useEffect(() => {
    latestHandlers.current = handlers;
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastEventId: string | undefined;

    const dispatch = (type: string) => (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      const handler = latestHandlers.current[type as keyof Events] as ((data: unknown) => void) | undefined;
      try {
        handler?.(JSON.parse(message.data));
      } catch {
        // A frame that is not JSON is not ours to show.
      }
    };
    const open = () => {
      if (source) return;
      const resume = lastEventId ? `${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}` : '';
      source = new EventSource(`${url}${resume}`);
      for (const type of Object.keys(latestHandlers.current)) source.addEventListener(type, dispatch(type));
    };
    const close = () => {
      source?.close();
      source = undefined;
    };
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? close() : open());

    if (document.visibilityState !== 'hidden') open();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      close();
    };
  }, [url]);
}

/** Price, leader, bid count, end time and close of one auction, as they happen. */
export function useAuctionEvents(auctionId: string | undefined, handlers: LiveHandlers<AuctionEvents>): void {
  useEventStream(auctionId ? `${apiBaseUrl}/auctions/${encodeURIComponent(auctionId)}/events` : null, handlers);
}

/**
 * Bids and closes of many auctions (a page of cards) on one stream: each event names its
 * `listingId`. A new stream starts with each auction's newest state.
 */
export function useWatchedAuctionsEvents(auctionIds: readonly string[], handlers: LiveHandlers<AuctionEvents>): void {
  const ids = [...new Set(auctionIds)].sort().slice(0, MAX_WATCHED_AUCTIONS).join(',');
  useEventStream(ids ? `${apiBaseUrl}/auctions/events?ids=${ids}` : null, handlers);
}

/**
 * The signed-in user's notices: outbid, won, lost, deposit credited. EventSource cannot send
 * headers, so the token travels in the query; nothing is opened while signed out.
 */
export function useMyEvents(signedIn: boolean, handlers: LiveHandlers<MyEvents>): void {
  const token = signedIn ? readAccessToken() : null;
  useEventStream(token ? `${apiBaseUrl}/me/events?access_token=${encodeURIComponent(token)}` : null, handlers);
}
