import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { MAX_WATCHED_AUCTIONS } from '@naijabid/shared/schemas/live';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { TokenResolver } from '../auth/authenticate';
import { sseFrame, type EventBus } from './event-bus';
import { auctionChannel, eventsSince, latestSequence, newestEvents, userChannel, type LiveEvent } from './event-log';

const HEARTBEAT_MS = 25_000;
const RECONNECT_DELAY_MS = 3_000;

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
 * Where a stream starts. A reconnecting client says what it saw last. A new one needs no
 * history: on an auction it gets the newest event, which carries the whole live state (so a
 * bid placed while the page loaded is not missed); on a user stream, only what comes next.
 */
async function startingPoint(db: Database, channel: string, resumeFrom: number | undefined, replayNewest: boolean): Promise<number> {
  if (resumeFrom !== undefined) return resumeFrom;
  const newest = await latestSequence(db, channel);
  return replayNewest ? Math.max(newest - 1, 0) : newest;
}

interface StreamContext {
  bus: EventBus;
  open: Set<FastifyReply['raw']>;
}

/**
 * Streams channels as Server-Sent Events. Live events are buffered from the moment of
 * subscribing, `replay` (read after subscribing) is written, and the buffer is then flushed
 * without repeats: nothing is lost between the replay and the live stream.
 * `delivered` holds, per channel, the sequence the client already has.
 */
async function streamChannels(
  { bus, open }: StreamContext,
  request: FastifyRequest,
  reply: FastifyReply,
  delivered: Map<string, number>,
  replay: () => Promise<LiveEvent[]>,
) {
  let buffer: LiveEvent[] | undefined = [];
  const write = (frame: string) => reply.raw.write(frame);
  const deliver = (event: LiveEvent, frame: string) => {
    if (event.sequence <= (delivered.get(event.channel) ?? 0)) return;
    delivered.set(event.channel, event.sequence);
    write(frame);
  };
  const unsubscribers = [...delivered.keys()].map((channel) =>
    bus.subscribe(channel, (event, frame) => (buffer ? buffer.push(event) : deliver(event, frame))),
  );
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  open.add(reply.raw);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribers) unsubscribe();
    open.delete(reply.raw);
  });
  try {
    for (const event of await replay()) deliver(event, sseFrame(event));
  } finally {
    const pending = buffer;
    buffer = undefined;
    for (const event of pending.sort((a, b) => a.sequence - b.sequence)) deliver(event, sseFrame(event));
  }
}

/** One channel, replayed from `after`. */
function streamChannel(context: StreamContext & { db: Database }, request: FastifyRequest, reply: FastifyReply, channel: string, after: number) {
  return streamChannels(context, request, reply, new Map([[channel, after]]), () => eventsSince(context.db, channel, after));
}

const watchedIds = z
  .string()
  .transform((ids) => [...new Set(ids.split(',').filter(Boolean))])
  .pipe(z.array(z.uuid(serverMessages.listingNotFound)).min(1, serverMessages.listingNotFound).max(MAX_WATCHED_AUCTIONS, serverMessages.tooManyWatchedAuctions(MAX_WATCHED_AUCTIONS)));

export const liveRoutes: FastifyPluginAsyncZod<{ db: Database; bus: EventBus; resolveToken: TokenResolver }> = async (
  app,
  { db, bus, resolveToken },
) => {
  // Streams never end by themselves; on shutdown they are ended so the server can close
  // (browsers reconnect to another process and resume from their Last-Event-ID).
  const open = new Set<FastifyReply['raw']>();
  const context = { db, bus, open };
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  // Pages of cards watch many auctions on one connection (browsers allow few per site).
  // Per-channel sequences cannot make one resume point, so every (re)connection starts
  // from each auction's newest state, which carries everything a card shows.
  app.get('/auctions/events', { schema: { querystring: z.object({ ids: watchedIds }) } }, async (request, reply) => {
    const channels = request.query.ids.map(auctionChannel);
    await streamChannels(context, request, reply, new Map(channels.map((channel) => [channel, 0])), () => newestEvents(db, channels));
  });

  app.get(
    '/auctions/:id/events',
    { schema: { params: z.object({ id: z.uuid(serverMessages.listingNotFound) }), querystring: resumeQuery } },
    async (request, reply) => {
      const channel = auctionChannel(request.params.id);
      const after = await startingPoint(db, channel, lastEventId(request, request.query.lastEventId), true);
      await streamChannel(context, request, reply, channel, after);
    },
  );

  app.get('/me/events', { schema: { querystring: resumeQuery } }, async (request, reply) => {
    const header = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const auth = await resolveToken(header ?? request.query.access_token);
    if (!auth) throw new AppError('unauthenticated', serverMessages.sessionInvalid);
    const channel = userChannel(auth.user.id);
    const after = await startingPoint(db, channel, lastEventId(request, request.query.lastEventId), false);
    await streamChannel(context, request, reply, channel, after);
  });
};
