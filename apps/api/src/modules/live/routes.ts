import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { MAX_WATCHED_AUCTIONS } from '@naijabid/shared/schemas/live';
import { AppError } from '../../errors';
import { eventStream, failureResponses } from '../../responses';
import { bearerToken, type AuthContext, type LiveSessionsReader, type TokenResolver } from '../auth/service';
import { createOutageLogger, isOutageError } from '../../outages';
import { sseFrame, type EventBus, type LiveEvent } from '../../plugins/event-bus';
import type { LiveStreamMetrics } from '../../plugins/metrics';
import { createSessionWatch } from './session-watch';
import { createStreamSlots } from './stream-slots';
import { createAuctionFanout } from './auction-fanout';
import type { Config } from '../../config';
import { auctionChannel, SESSION_ENDED, userChannel } from './repository';
import type { LiveService } from './service';

const HEARTBEAT_MS = 25_000;
const KEEP_ALIVE = ': keep-alive\n\n';
const readyFrame = (after: number) => `id: ${after}\nevent: ready\ndata: {}\n\n`;
const RECONNECT_DELAY_MS = 3_000;
/** Streams ended by a stopping process ask their browsers back after 1 s to 3 s, spread so they do not all arrive at once. */
const DRAIN_RECONNECT_MIN_MS = 1_000;
const drainRetryHint = () =>
  `retry: ${DRAIN_RECONNECT_MIN_MS + Math.floor(Math.random() * (RECONNECT_DELAY_MS - DRAIN_RECONNECT_MIN_MS))}\n\n`;

/**
 * Bytes a stream may have written that its client has not yet read (or held for it) before
 * the stream is dropped. A client that stays connected but stops reading (a frozen tab, a
 * dead mobile link not yet noticed) would otherwise keep every frame in this process's
 * memory. Dropped, its browser reconnects with Last-Event-ID and the log replays what it
 * missed. A mebibyte is thousands of frames, far more than a reading client has in flight.
 */
const MAX_UNREAD_BYTES = 1024 * 1024;

const resumeQuery = z.object({
  lastEventId: z.coerce.number().int().nonnegative().optional(),
  /** EventSource cannot send headers, so the user stream takes its token here. */
  access_token: z.string().max(2000).optional(),
});

function lastEventId(request: FastifyRequest, fromQuery: number | undefined): number | undefined {
  const header = Number(request.headers['last-event-id']);
  if (request.headers['last-event-id'] !== undefined && Number.isSafeInteger(header) && header >= 0) return header;
  return fromQuery;
}

/**
 * What each stream answers, by status: once open, a stream is written to the socket, so
 * only refusals before it opens go through Fastify. 429 and 503: too many streams from one
 * client, or in this process.
 */
const responses = {
  auction: { 200: eventStream, ...failureResponses('rate_limited') },
  user: { 200: eventStream, ...failureResponses('unauthenticated', 'rate_limited') },
};

const bySequence = (a: LiveEvent, b: LiveEvent) => a.sequence - b.sequence;

interface StreamContext {
  live: LiveService;
  bus: EventBus;
  /** Streams being written; the server ends them when it closes. */
  open: Set<ServerResponse>;
  isClosing: () => boolean;
  metrics: LiveStreamMetrics | undefined;
}

interface EventStream {
  /** Writes an event's frame, unless the stream has ended. */
  write(frame: string): void;
  isOpen(): boolean;
  /** Drops the client if what it has not read, with `heldBytes` waiting to be written, is past the limit. */
  keepUp(heldBytes: number): void;
  /** Resolves once the client has read what was written, or has gone. */
  drained(): Promise<void>;
  /** Ends the stream as a server may: the client reconnects after `retry`. */
  end(): void;
  /** Logs why the stream cannot go on and drops it: the client reconnects and resumes. */
  fail(error: unknown): void;
  /** Runs `cleanup` when the stream closes, however it closes. */
  onClose(cleanup: () => void): void;
}

/**
 * Takes over the response and opens a Server-Sent Events stream on it. The handler awaited
 * the database first: if the client left meanwhile, the response's 'close' has already
 * fired, and if the server began closing, its preClose hook has already ended the streams
 * it knew. Either way nothing would ever end this one, so it is not opened (undefined).
 * Nothing per stream keeps the request or reply: a watcher is its socket and response.
 */
function startStream(
  { open, isClosing, metrics }: StreamContext,
  request: FastifyRequest,
  reply: FastifyReply,
): ServerResponse | undefined {
  const raw = reply.raw;
  reply.hijack();
  if (request.raw.destroyed || raw.destroyed) {
    raw.destroy();
    return undefined;
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
  if (isClosing()) {
    // The browser reconnects after `retry`, to a process that is not closing.
    raw.end();
    return undefined;
  }
  track(open, raw, metrics?.streamOpened());
  return raw;
}

function track(open: Set<ServerResponse>, raw: ServerResponse, closed: (() => void) | undefined): void {
  open.add(raw);
  raw.once('close', () => {
    open.delete(raw);
    closed?.();
  });
}

/** Opens a stream (see startStream) with what a user's or a page's stream needs to write to it. */
function openStream(context: StreamContext, request: FastifyRequest, reply: FastifyReply): EventStream | undefined {
  const raw = startStream(context, request, reply);
  if (!raw) return undefined;
  const { metrics } = context;
  // One listener runs every cleanup: a stream gathers several (subscriptions, expiry,
  // session watch), and one listener each would trip Node's leak warning on busy streams.
  const cleanups: (() => void)[] = [];
  raw.once('close', () => {
    for (const cleanup of cleanups) cleanup();
  });
  const stream: EventStream = {
    write(frame) {
      if (!stream.isOpen()) return;
      raw.write(frame);
      metrics?.eventsSent(1);
      stream.keepUp(0);
    },
    isOpen: () => !raw.destroyed && !raw.writableEnded,
    keepUp(heldBytes) {
      if (raw.writableLength + heldBytes > MAX_UNREAD_BYTES) raw.destroy();
    },
    drained: () =>
      new Promise((resolve) => {
        if (!raw.writableNeedDrain) return resolve();
        const done = () => {
          raw.off('drain', done).off('close', done);
          resolve();
        };
        raw.on('drain', done).on('close', done);
      }),
    end: () => raw.end(),
    fail(error) {
      request.log.error({ err: error }, 'live stream failed');
      raw.destroy();
    },
    onClose(cleanup) {
      // A stream that closed while its caller was still setting up is cleaned up at once.
      if (raw.closed) cleanup();
      else cleanups.push(cleanup);
    },
  };
  return stream;
}

/**
 * Streams one channel from `after` in sequence order, with no gaps and no repeats. Events of
 * a channel can be published out of commit order (the closer publishes after a run of
 * closes; processes publish through Redis independently), so an event that skips ahead is
 * not written at once: the gap is read from the log, which is in commit order, while live
 * events are held, and what was held is then written without repeats. The replay after
 * Last-Event-ID is the same catch-up, run from the start.
 */
async function streamChannel(
  context: StreamContext,
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string,
  after: number,
  options: { onOpen?: (stream: EventStream) => void; verdict?: (event: LiveEvent) => 'write' | 'skip' | 'end' } = {},
) {
  const stream = openStream(context, request, reply);
  if (!stream) return;
  options.onOpen?.(stream);
  // The client learns a resume point at once, even if no event comes before it reconnects.
  stream.write(readyFrame(after));
  let last = after;
  // Live events held while the log is read; undefined while they are written as they come.
  let held: LiveEvent[] | undefined = [];
  let heldBytes = 0;
  const send = (event: LiveEvent, frame = sseFrame(event)) => {
    if (event.sequence <= last) return;
    last = event.sequence;
    const verdict = options.verdict?.(event) ?? 'write';
    if (verdict === 'end') stream.end();
    else if (verdict === 'write') stream.write(frame);
  };
  const catchUp = async () => {
    try {
      while (held && stream.isOpen()) {
        const arrived = held;
        held = [];
        for await (const page of context.live.eventsSince(channel, last)) {
          for (const event of page) {
            send(event);
            // A long replay goes at the client's pace rather than piling up in memory.
            await stream.drained();
            if (!stream.isOpen()) return;
          }
        }
        // What was published before the read began had been committed, so the log held it
        // and it is a repeat now; one still ahead was never logged, and is not waited for.
        for (const event of arrived.sort(bySequence)) send(event);
        const later = held.sort(bySequence);
        while (later[0] && later[0].sequence <= last + 1) send(later.shift()!);
        held = later.length > 0 ? later : undefined;
        heldBytes = later.reduce((total, event) => total + sseFrame(event).length, 0);
      }
    } catch (error) {
      stream.fail(error);
    }
  };
  stream.onClose(
    context.bus.subscribe(channel, (event, frame) => {
      if (held) {
        held.push(event);
        heldBytes += frame.length;
        stream.keepUp(heldBytes);
      } else if (event.sequence > last + 1) {
        held = [event];
        void catchUp();
      } else send(event, frame);
    }),
  );
  await catchUp();
}

/**
 * Streams many auctions' newest states: each one's newest event, then live events newer
 * than what was sent for that auction. Per-channel sequences cannot make one resume point,
 * and a card needs only the newest state, so events out of order are simply skipped.
 */
async function streamNewest(context: StreamContext, request: FastifyRequest, reply: FastifyReply, channels: string[]) {
  const stream = openStream(context, request, reply);
  if (!stream) return;
  const delivered = new Map<string, number>();
  const send = (event: LiveEvent, frame = sseFrame(event)) => {
    if (event.sequence <= (delivered.get(event.channel) ?? 0)) return;
    delivered.set(event.channel, event.sequence);
    stream.write(frame);
  };
  // Live events are held from the moment of subscribing until the newest states are written.
  let held: LiveEvent[] | undefined = [];
  for (const channel of channels)
    stream.onClose(context.bus.subscribe(channel, (event, frame) => (held ? held.push(event) : send(event, frame))));
  try {
    for (const event of await context.live.newestEvents(channels)) send(event);
  } catch (error) {
    stream.fail(error);
    return;
  }
  const pending = held;
  held = undefined;
  for (const event of pending.sort(bySequence)) send(event);
}

/** setTimeout fires at once for a delay past 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A user's stream lasts as long as the token that opened it: it ends when its token expires,
 * and at logout, whose end is logged on the user's channel (see the verdict of `/me/events`).
 * Should that event not reach this process, the session watch finds the session gone within
 * seconds. The browser then reconnects with the token it holds now, or, signed out, is refused.
 */
function endWithSession(
  stream: EventStream,
  auth: AuthContext,
  sessionWatch: ReturnType<typeof createSessionWatch>,
  stillValid: () => Promise<boolean>,
) {
  const expiry = setTimeout(() => stream.end(), Math.min(auth.tokenExpiresAt * 1000 - Date.now(), MAX_TIMER_MS));
  stream.onClose(() => clearTimeout(expiry));
  stream.onClose(sessionWatch.watch(auth.sessionId, () => stream.end()));
  // A logout logged before this stream's starting point is behind it: read the session again.
  void stillValid().then(
    (valid) => {
      if (!valid) stream.end();
    },
    (error: unknown) => stream.fail(error),
  );
}

const watchedIds = z
  .string()
  .transform((ids) => [...new Set(ids.split(',').filter(Boolean))])
  .pipe(
    z
      .array(z.uuid(serverMessages.listingNotFound))
      .min(1, serverMessages.listingNotFound)
      .max(MAX_WATCHED_AUCTIONS, serverMessages.tooManyWatchedAuctions(MAX_WATCHED_AUCTIONS)),
  );

export const liveRoutes: FastifyPluginAsyncZod<{
  live: LiveService;
  bus: EventBus;
  resolveToken: TokenResolver;
  liveSessions: LiveSessionsReader;
  limits: Config['liveStreamLimits'];
  metrics?: LiveStreamMetrics;
}> = async (app, { live, bus, resolveToken, liveSessions, limits, metrics }) => {
  const slots = createStreamSlots(limits);
  const logOutage = createOutageLogger(app.log);
  const sessionWatch = createSessionWatch(liveSessions, (error) => {
    if (isOutageError(error)) logOutage(error, 'checking the sessions of live streams');
    else app.log.error({ err: error }, 'checking the sessions of live streams failed');
  });
  app.addHook('onClose', () => sessionWatch.close());
  // Streams never end by themselves; on shutdown they are ended so the server can close
  // (browsers reconnect to another process and resume from their Last-Event-ID).
  const open = new Set<ServerResponse>();
  let closing = false;
  const context: StreamContext = { live, bus, open, isClosing: () => closing, metrics };
  app.addHook('preClose', async () => {
    closing = true;
    for (const stream of open) if (!stream.writableEnded) stream.end(drainRetryHint());
  });
  // One timer for every stream of the process, not one per stream.
  const heartbeat = setInterval(() => {
    for (const stream of open) if (!stream.writableEnded) stream.write(KEEP_ALIVE);
  }, HEARTBEAT_MS);
  app.addHook('onClose', () => clearInterval(heartbeat));
  const fanout = createAuctionFanout({
    bus,
    live,
    maxUnreadBytes: MAX_UNREAD_BYTES,
    onFailure: (error, channel) => app.log.error({ err: error, channel }, 'live auction stream failed'),
    onSent: (count) => metrics?.eventsSent(count),
  });

  // Pages of cards watch many auctions on one connection (browsers allow few per site).
  // Per-channel sequences cannot make one resume point, so every (re)connection starts
  // from each auction's newest state, which carries everything a card shows.
  app.get(
    '/auctions/events',
    { schema: { querystring: z.object({ ids: watchedIds }), response: responses.auction } },
    async (request, reply) => {
      slots.take(reply.raw, request.ip, undefined);
      await streamNewest(context, request, reply, request.query.ids.map(auctionChannel));
    },
  );

  app.get(
    '/auctions/:id/events',
    {
      schema: {
        params: z.object({ id: z.uuid(serverMessages.listingNotFound) }),
        querystring: resumeQuery,
        response: responses.auction,
      },
    },
    async (request, reply) => {
      slots.take(reply.raw, request.ip, undefined);
      const channel = auctionChannel(request.params.id);
      const after = await live.startingPoint(channel, lastEventId(request, request.query.lastEventId), true);
      const stream = startStream(context, request, reply);
      if (!stream) return;
      // The client learns a resume point at once, even if no event comes before it reconnects.
      stream.write(readyFrame(after));
      metrics?.eventsSent(1);
      await fanout.watch(stream, channel, after).catch((error: unknown) => {
        // Dropped, the client reconnects and resumes from its Last-Event-ID.
        request.log.error({ err: error }, 'live stream failed');
        stream.destroy();
      });
    },
  );

  app.get('/me/events', { schema: { querystring: resumeQuery, response: responses.user } }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization) ?? request.query.access_token;
    const auth = await resolveToken(token);
    if (!auth) throw new AppError('unauthenticated', serverMessages.sessionInvalid);
    slots.take(reply.raw, request.ip, auth.user.id);
    const channel = userChannel(auth.user.id);
    const after = await live.startingPoint(channel, lastEventId(request, request.query.lastEventId), false);
    await streamChannel(context, request, reply, channel, after, {
      onOpen: (stream) =>
        endWithSession(stream, auth, sessionWatch, async () => (await resolveToken(token)) !== undefined),
      // The end of this session ends the stream, in order: nothing logged after it is sent.
      // Another session's end is nobody's business on this one.
      verdict: (event) =>
        event.type !== SESSION_ENDED
          ? 'write'
          : (event.data as { sessionId?: string }).sessionId === auth.sessionId
            ? 'end'
            : 'skip',
    });
  });
};
