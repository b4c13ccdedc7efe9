import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import { placeBidRequestSchema, type BidHistoryEntry } from '@naijabid/shared/schemas/bids';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { buyNow } from '../../workflows/buy-now';
import type { EventBus } from '../../plugins/event-bus';
import { bidHistory } from './repository';
import { placeBid } from '../../workflows/place-bid';

const bidParams = z.object({ id: z.uuid(serverMessages.listingNotFound) });
const idempotencyKey = z.string().trim().min(8).max(100);

export const bidRoutes: FastifyPluginAsyncZod<{ db: Database; bus: EventBus; onAuctionEnded: () => void }> = async (app, options) => {
  app.post(
    '/auctions/:id/bids',
    { onRequest: app.authenticate, schema: { params: bidParams, body: placeBidRequestSchema } },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('validation', serverMessages.idempotencyKeyRequired);
      const { answer, replayed, events } = await placeBid(options.db, {
        listingId: request.params.id,
        bidderId: request.auth!.user.id,
        maxAmountKobo: request.body.maxAmount,
        idempotencyKey: key.data,
      });
      // Browse pages are not refreshed here: their cache lives a second, and the cards they
      // show follow each auction's live stream, which starts with its newest price. Clearing
      // the cache on every bid would empty it many times a second on a hot auction.
      if (!replayed) options.bus.publish(events);
      return reply.status(201).send({ message: answer.leading ? serverMessages.bidAccepted : serverMessages.bidOutbid, data: answer });
    },
  );

  app.get('/auctions/:id/bids', { schema: { params: bidParams } }, async (request) => {
    const rows = await bidHistory(options.db, request.params.id);
    const items: BidHistoryEntry[] = rows.map((row) => ({
      bidder: maskedBidderName(row.firstName, row.lastName),
      price: row.priceKobo,
      placedAt: row.createdAt.toISOString(),
    }));
    return { data: { items } };
  });

  app.post('/auctions/:id/buy-now', { onRequest: app.authenticate, schema: { params: bidParams } }, async (request, reply) => {
    const closed = await buyNow(options.db, request.params.id, request.auth!.user.id);
    options.bus.publish(closed.events);
    options.onAuctionEnded();
    return reply.status(201).send({ message: serverMessages.boughtNow, data: { won: true, price: closed.priceKobo } });
  });
};
