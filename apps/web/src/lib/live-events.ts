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

type Listener = { current: Record<string, ((data: never) => void) | undefined> };

/** One connection per URL, however many components listen to it. */
interface SharedStream {
  url: string;
  source?: EventSource;
  lastEventId?: string;
  types: Set<string>;
  listeners: Set<Listener>;
}

const streams = new Map<string, SharedStream>();

function listen(stream: SharedStream, type: string): void {
  stream.source?.addEventListener(type, (message: MessageEvent<string>) => {
    if (message.lastEventId) stream.lastEventId = message.lastEventId;
    let data: never;
    try {
      data = JSON.parse(message.data) as never;
    } catch {
      return;
    }
    for (const listener of stream.listeners) listener.current[type]?.(data);
  });
}

function open(stream: SharedStream): void {
  if (stream.source) return;
  const resume = stream.lastEventId ? `${stream.url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(stream.lastEventId)}` : '';
  stream.source = new EventSource(`${stream.url}${resume}`);
  for (const type of stream.types) listen(stream, type);
}

function close(stream: SharedStream): void {
  stream.source?.close();
  stream.source = undefined;
}

// A hidden tab closes its streams (phones on metered data should not keep sockets open for
// nothing) and reopens them with the last id seen, so the server replays what was missed.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    for (const stream of streams.values()) {
      if (document.visibilityState === 'hidden') close(stream);
      else open(stream);
    }
  });
}

/**
 * Listens to a Server-Sent Events stream while mounted. Components listening to the same
 * URL share one connection (browsers allow few per site). Handlers may change between
 * renders without reconnecting.
 */
function useEventStream<Events extends object>(url: string | null, handlers: LiveHandlers<Events>): void {
  const listener = useRef(handlers as Listener['current']);
  useEffect(() => {
    listener.current = handlers as Listener['current'];
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let stream = streams.get(url);
    if (!stream) streams.set(url, (stream = { url, types: new Set(), listeners: new Set() }));
    stream.listeners.add(listener);
    for (const type of Object.keys(listener.current)) {
      if (stream.types.has(type)) continue;
      stream.types.add(type);
      listen(stream, type);
    }
    if (document.visibilityState !== 'hidden') open(stream);
    const joined = stream;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size > 0) return;
      close(joined);
      streams.delete(url);
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
