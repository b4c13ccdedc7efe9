import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { TokenResolver } from '../auth/authenticate';
import { sseFrame, type EventBus } from './event-bus';
import { auctionChannel, eventsSince, latestSequence, userChannel, type LiveEvent } from './event-log';

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

/**
 * Streams one channel as Server-Sent Events. Live events are buffered from the moment of
 * subscribing, the stored log is replayed after Last-Event-ID, and the buffer is then
 * flushed without repeats: nothing is lost between the replay and the live stream.
 */
async function streamChannel(
  db: Database,
  bus: EventBus,
  open: Set<FastifyReply['raw']>,
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string,
  after: number,
) {
  let delivered = after;
  let buffer: LiveEvent[] | undefined = [];
  const write = (frame: string) => reply.raw.write(frame);
  const unsubscribe = bus.subscribe(channel, (event, frame) => {
    if (buffer) buffer.push(event);
    else if (event.sequence > delivered) {
      delivered = event.sequence;
      write(frame);
    }
  });
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
    unsubscribe();
    open.delete(reply.raw);
  });
  try {
    for (const event of await eventsSince(db, channel, after)) {
      delivered = event.sequence;
      write(sseFrame(event));
    }
  } finally {
    const pending = buffer;
    buffer = undefined;
    for (const event of pending.sort((a, b) => a.sequence - b.sequence)) {
      if (event.sequence > delivered) {
        delivered = event.sequence;
        write(sseFrame(event));
      }
    }
  }
}

export const liveRoutes: FastifyPluginAsyncZod<{ db: Database; bus: EventBus; resolveToken: TokenResolver }> = async (
  app,
  { db, bus, resolveToken },
) => {
  // Streams never end by themselves; on shutdown they are ended so the server can close
  // (browsers reconnect to another process and resume from their Last-Event-ID).
  const open = new Set<FastifyReply['raw']>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/auctions/:id/events',
    { schema: { params: z.object({ id: z.uuid(serverMessages.listingNotFound) }), querystring: resumeQuery } },
    async (request, reply) => {
      const channel = auctionChannel(request.params.id);
      const after = await startingPoint(db, channel, lastEventId(request, request.query.lastEventId), true);
      await streamChannel(db, bus, open, request, reply, channel, after);
    },
  );

  app.get('/me/events', { schema: { querystring: resumeQuery } }, async (request, reply) => {
    const header = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const auth = await resolveToken(header ?? request.query.access_token);
    if (!auth) throw new AppError('unauthenticated', serverMessages.sessionInvalid);
    const channel = userChannel(auth.user.id);
    const after = await startingPoint(db, channel, lastEventId(request, request.query.lastEventId), false);
    await streamChannel(db, bus, open, request, reply, channel, after);
  });
};
