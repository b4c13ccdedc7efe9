import { useEffect, useRef } from 'react';
import {
  MAX_WATCHED_AUCTIONS,
  type AuctionBidEvent,
  type AuctionClosedEvent,
  type AuctionEndMovedEvent,
  type AuctionResultEvent,
  type DepositCreditedEvent,
  type OutbidEvent,
} from '@naijabid/shared/schemas/live';
import type {
  DisputeResolvedEvent,
  OrderForfeitedEvent,
  OrderPaidEvent,
  OrderReturnEvent,
  OrderStepEvent,
  PaymentDueEvent,
  SecondChanceAnswerEvent,
  SecondChanceOfferEvent,
} from '@naijabid/shared/schemas/orders';
import type { WithdrawalSettledEvent } from '@naijabid/shared/schemas/withdrawals';
import { apiBaseUrl } from './api-base-url';
import { readAccessToken } from './token-storage';

export interface AuctionEvents {
  bid: AuctionBidEvent;
  end_moved: AuctionEndMovedEvent;
  closed: AuctionClosedEvent;
}

export interface MyEvents {
  outbid: OutbidEvent;
  won: AuctionResultEvent;
  lost: AuctionResultEvent;
  deposit_credited: DepositCreditedEvent;
  withdrawal_settled: WithdrawalSettledEvent;
  payment_due: PaymentDueEvent;
  order_paid: OrderPaidEvent;
  order_shipped: OrderStepEvent;
  order_completed: OrderStepEvent;
  order_forfeited: OrderForfeitedEvent;
  order_ship_overdue: OrderStepEvent;
  order_cancelled: OrderStepEvent;
  order_disputed: OrderStepEvent;
  order_return: OrderReturnEvent;
  dispute_resolved: DisputeResolvedEvent;
  second_chance_offer: SecondChanceOfferEvent;
  second_chance_accepted: SecondChanceAnswerEvent;
  second_chance_declined: SecondChanceAnswerEvent;
  second_chance_expired: SecondChanceAnswerEvent;
}

export type LiveHandlers<Events> = { [Type in keyof Events]?: (data: Events[Type]) => void };

type Listener = { current: Record<string, ((data: never) => void) | undefined> };

/** The first wait before reopening a stream the server refused; it doubles with each refusal. */
const RETRY_FIRST_MS = 1_000;
/** The longest wait, so a stream is back within half a minute of the server (after a deploy). */
const RETRY_MAX_MS = 30_000;

/** One connection per stream, however many components listen to it. */
interface SharedStream {
  /**
   * The address without the token: a renewed token must not start another stream, which
   * would begin afresh instead of after the last event seen.
   */
  url: string;
  /** The user's own stream carries the current token in its query, read at every open. */
  withToken: boolean;
  source?: EventSource;
  lastEventId?: string;
  types: Set<string>;
  listeners: Set<Listener>;
  /** Refusals since the last successful open; they set the wait before the next try. */
  failures: number;
  retry?: ReturnType<typeof setTimeout>;
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
  // A wait under way stands: another component mounting meanwhile must not cut it short.
  if (stream.source || stream.retry !== undefined) return;
  const query = new URLSearchParams();
  if (stream.withToken) {
    const token = readAccessToken();
    // Signed out meanwhile: there is nothing to reopen until a sign-in mounts the stream again.
    if (!token) return;
    query.set('access_token', token);
  }
  if (stream.lastEventId) query.set('lastEventId', stream.lastEventId);
  const extra = query.toString();
  const source = new EventSource(extra ? `${stream.url}${stream.url.includes('?') ? '&' : '?'}${extra}` : stream.url);
  stream.source = source;
  source.addEventListener('open', () => {
    stream.failures = 0;
  });
  source.addEventListener('error', () => {
    // While CONNECTING the browser retries by itself. CLOSED means it gave up for good (an
    // HTTP error: an expired token, a deploy's 503, a proxy's 502), so we try again later,
    // with the token of that moment.
    if (stream.source !== source || source.readyState !== EventSource.CLOSED) return;
    close(stream);
    reopenLater(stream);
  });
  for (const type of stream.types) listen(stream, type);
}

function reopenLater(stream: SharedStream): void {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** stream.failures);
  stream.failures += 1;
  // Somewhere between half and all of the ceiling, so the clients a restarted server dropped
  // together do not all come back in the same instant.
  const delay = ceiling / 2 + (Math.random() * ceiling) / 2;
  stream.retry = setTimeout(() => {
    stream.retry = undefined;
    open(stream);
  }, delay);
}

function close(stream: SharedStream): void {
  clearTimeout(stream.retry);
  stream.retry = undefined;
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
 * renders without reconnecting. `withToken` adds the stored token to the URL at each open.
 */
function useEventStream<Events extends object>(
  url: string | null,
  handlers: LiveHandlers<Events>,
  withToken = false,
): void {
  const listener = useRef(handlers as Listener['current']);
  useEffect(() => {
    listener.current = handlers as Listener['current'];
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let stream = streams.get(url);
    // Every stream listens for `ready`, the server's first frame, whatever its handlers: its
    // id lets a stream closed before any other event resume from where it started.
    if (!stream)
      streams.set(url, (stream = { url, withToken, types: new Set(['ready']), listeners: new Set(), failures: 0 }));
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
      // Closed once React has run the rest of its effects, not now: a page changing layouts
      // unmounts its listeners and mounts the next page's in one go, and reopening would cost
      // a round trip on a slow line and drop what came in between.
      queueMicrotask(() => {
        if (joined.listeners.size > 0 || streams.get(url) !== joined) return;
        close(joined);
        streams.delete(url);
      });
    };
  }, [url, withToken]);
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
 * The signed-in user's notices: outbid, won, lost, deposit credited, and each step of their orders. EventSource cannot send
 * headers, so the token travels in the query; nothing is opened while signed out.
 */
export function useMyEvents(signedIn: boolean, handlers: LiveHandlers<MyEvents>): void {
  useEventStream(signedIn && readAccessToken() !== null ? `${apiBaseUrl}/me/events` : null, handlers, true);
}
