import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import {
  bidHistoryEntrySchema,
  buyNowAnswerDataSchema,
  placeBidAnswerSchema,
  placeBidRequestSchema,
} from '@naijabid/shared/schemas/bids';
import { bidLogSchema } from '@naijabid/shared/schemas/bid-log';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { AppError } from '../../errors';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { EventBus, LiveEvent } from '../../plugins/event-bus';
import type { BidRequest, BidService, PlacedBid } from './service';

const bidParams = z.object({ id: z.uuid(serverMessages.listingNotFound) });
const idempotencyKey = z.string().trim().min(8).max(100);

/** A bid or a Buy Now on an auction that cannot take it (missing, not open, the bidder's own), or by a barred bidder. */
const auctionRefusals = [
  ...BODY_REFUSALS,
  'unauthenticated',
  'not_found',
  'auction_not_started',
  'auction_closed',
  'own_auction',
  'bidding_barred',
] as const;

/** What each route answers, by status. */
const responses = {
  placeBid: {
    201: messageAnswerSchema(placeBidAnswerSchema),
    ...failureResponses(auctionRefusals, 'idempotency_key_reused', 'bid_too_low', 'insufficient_funds'),
  },
  history: { 200: dataAnswerSchema(itemsDataSchema(bidHistoryEntrySchema)), ...failureResponses() },
  bidLog: { 200: dataAnswerSchema(bidLogSchema), ...failureResponses('not_found') },
  buyNow: {
    201: messageAnswerSchema(buyNowAnswerDataSchema),
    ...failureResponses(auctionRefusals, 'buy_now_unavailable', 'insufficient_funds'),
  },
};

export interface BidRouteOptions {
  bids: BidService;
  bus: EventBus;
  /**
   * The workflows these routes start (workflows/bidding/place-bid.ts and buy-now.ts), handed in by
   * app.ts: a bid moves money and the auction's state, and modules never import workflows.
   */
  placeBid: (request: BidRequest) => Promise<PlacedBid>;
  buyNow: (listingId: string, buyerId: string) => Promise<{ priceKobo: number; events: LiveEvent[] }>;
  onAuctionEnded: () => void;
}

export const bidRoutes: FastifyPluginAsyncZod<BidRouteOptions> = async (app, options) => {
  app.post(
    '/auctions/:id/bids',
    {
      onRequest: app.authenticate,
      schema: { params: bidParams, body: placeBidRequestSchema, response: responses.placeBid },
    },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('validation', serverMessages.idempotencyKeyRequired);
      const { answer, replayed, events } = await options.placeBid({
        listingId: request.params.id,
        bidderId: request.auth!.user.id,
        maxAmountKobo: request.body.maxAmount,
        idempotencyKey: key.data,
      });
      // Browse pages are not refreshed here: their cache lives a second, and the cards they
      // show follow each auction's live stream, which starts with its newest price. Clearing
      // the cache on every bid would empty it many times a second on a hot auction.
      if (!replayed) options.bus.publish(events);
      return reply
        .status(201)
        .send({ message: answer.leading ? serverMessages.bidAccepted : serverMessages.bidOutbid, data: answer });
    },
  );

  app.get('/auctions/:id/bids', { schema: { params: bidParams, response: responses.history } }, async (request) => ({
    data: { items: await options.bids.history(request.params.id) },
  }));

  // The whole chain, so anyone can recompute it (docs/product.md#bid-log).
  app.get('/auctions/:id/bid-log', { schema: { params: bidParams, response: responses.bidLog } }, async (request) => ({
    data: await options.bids.bidLog(request.params.id),
  }));

  app.post(
    '/auctions/:id/buy-now',
    { onRequest: app.authenticate, schema: { params: bidParams, response: responses.buyNow } },
    async (request, reply) => {
      const closed = await options.buyNow(request.params.id, request.auth!.user.id);
      options.bus.publish(closed.events);
      options.onAuctionEnded();
      return reply
        .status(201)
        .send({ message: serverMessages.boughtNow, data: { won: true, price: closed.priceKobo } });
    },
  );
};
