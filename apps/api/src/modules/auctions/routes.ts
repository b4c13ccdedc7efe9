import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { myBidSchema } from '@naijabid/shared/schemas/bids';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  auctionAnswerDataSchema,
  browsePageSchema,
  browseQuerySchema,
  categoriesDataSchema,
  createListingRequestSchema,
  listingAnswerDataSchema,
  marketplaceStatsSchema,
  myListingSchema,
  photoAnswerDataSchema,
  recentWinSchema,
  updateListingRequestSchema,
} from '@naijabid/shared/schemas/listings';
import { reserveCheckDataSchema, reserveCheckRequestSchema } from '@naijabid/shared/schemas/ratings';
import { registerPhotoUpload } from '../../plugins/photo-upload';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { AuctionService } from './service';

const idParams = z.object({ id: z.uuid(serverMessages.listingNotFound) });

/** Only a verified seller with a verified phone may list; only the listing's seller may change it, while nobody has bid. */
const sellerRefusals = [
  'unauthenticated',
  'not_verified',
  'not_seller',
  'phone_not_verified',
  'seller_not_verified',
] as const;
const changeRefusals = [
  ...BODY_REFUSALS,
  ...sellerRefusals,
  'not_your_listing',
  'not_found',
  'listing_locked',
] as const;

/** What each route answers, by status. */
const responses = {
  browse: { 200: dataAnswerSchema(browsePageSchema), ...failureResponses('invalid_cursor') },
  auction: { 200: dataAnswerSchema(auctionAnswerDataSchema), ...failureResponses('not_found') },
  categories: { 200: dataAnswerSchema(categoriesDataSchema), ...failureResponses() },
  winners: { 200: dataAnswerSchema(itemsDataSchema(recentWinSchema)), ...failureResponses() },
  stats: { 200: dataAnswerSchema(marketplaceStatsSchema), ...failureResponses() },
  myListings: { 200: dataAnswerSchema(itemsDataSchema(myListingSchema)), ...failureResponses('unauthenticated') },
  myBids: { 200: dataAnswerSchema(itemsDataSchema(myBidSchema)), ...failureResponses('unauthenticated') },
  create: { 201: messageAnswerSchema(listingAnswerDataSchema), ...failureResponses(BODY_REFUSALS, sellerRefusals) },
  change: { 200: messageAnswerSchema(listingAnswerDataSchema), ...failureResponses(changeRefusals) },
  reserveCheck: {
    200: dataAnswerSchema(reserveCheckDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found', 'rate_limited'),
  },
  uploadPhoto: {
    201: dataAnswerSchema(photoAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, sellerRefusals, 'photo_unreadable', 'rate_limited'),
  },
};

/**
 * A browse page comes from the service's cache, the same object to every visitor for a
 * second: its answer is checked against the schema and written once per page, not once per
 * request (on the cached list route the check cost as much as everything else together).
 * An answer carrying more than the page (a renewed token) is checked and written as usual.
 */
const writtenBrowseAnswers = new WeakMap<object, string>();

export function writeBrowseAnswer(answer: { data: object }): string {
  const write = () => JSON.stringify(responses.browse[200].parse(answer));
  if (Object.keys(answer).length !== 1) return write();
  let written = writtenBrowseAnswers.get(answer.data);
  if (written === undefined) {
    written = write();
    writtenBrowseAnswers.set(answer.data, written);
  }
  return written;
}

export interface AuctionRouteOptions {
  auctions: AuctionService;
  /** The offers module's answer, handed in by app.ts: which unsold listings a second chance may go out for. */
  listingsOpenToSecondChance: (listingIds: string[]) => Promise<Set<string>>;
}

export const auctionRoutes: FastifyPluginAsyncZod<AuctionRouteOptions> = async (
  app,
  { auctions, listingsOpenToSecondChance },
) => {
  app.get(
    '/auctions',
    { schema: { querystring: browseQuerySchema, response: responses.browse } },
    async (request, reply) => {
      // Read first: a refusal (a bad cursor) must go out through the error schema, not this writer.
      const page = await auctions.browse(request.query);
      return reply.type('application/json; charset=utf-8').serializer(writeBrowseAnswer).send({ data: page });
    },
  );

  app.get(
    '/auctions/:id',
    { schema: { params: idParams, response: responses.auction }, onRequest: app.identify },
    async (request) => ({
      data: { auction: await auctions.get(request.params.id, request.auth?.user.id) },
    }),
  );

  // A POST, though it changes nothing, so the amount stays out of URLs and logs of paths.
  app.post(
    '/auctions/:id/reserve-check',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, body: reserveCheckRequestSchema, response: responses.reserveCheck },
    },
    async (request) => ({
      data: {
        meetsReserve: await auctions.meetsReserve(request.auth!.user.id, request.params.id, request.body.amount),
      },
    }),
  );

  app.get('/categories', { schema: { response: responses.categories } }, async () => ({
    data: { categories: await auctions.categories() },
  }));

  app.get('/winners', { schema: { response: responses.winners } }, async () => ({
    data: { items: await auctions.recentWins() },
  }));
  app.get('/stats', { schema: { response: responses.stats } }, async () => ({ data: await auctions.stats() }));

  app.get(
    '/me/listings',
    { onRequest: app.authenticate, schema: { response: responses.myListings } },
    async (request) => ({
      data: { items: await auctions.mine(request.auth!.user.id, listingsOpenToSecondChance) },
    }),
  );

  app.get('/me/bids', { onRequest: app.authenticate, schema: { response: responses.myBids } }, async (request) => ({
    data: { items: await auctions.bidsOf(request.auth!.user.id) },
  }));

  app.post(
    '/listings',
    { schema: { body: createListingRequestSchema, response: responses.create }, onRequest: app.authenticate },
    async (request, reply) => {
      const listing = await auctions.create(request.auth!.user, request.body);
      const message = listing.status === 'draft' ? serverMessages.listingSaved : serverMessages.listingPublished;
      return reply.status(201).send({ message, data: { listing } });
    },
  );

  app.put(
    '/listings/:id',
    {
      schema: { params: idParams, body: updateListingRequestSchema, response: responses.change },
      onRequest: app.authenticate,
    },
    async (request) => ({
      message: serverMessages.listingSaved,
      data: { listing: await auctions.update(request.auth!.user, request.params.id, request.body) },
    }),
  );

  app.post(
    '/listings/:id/cancel',
    { schema: { params: idParams, response: responses.change }, onRequest: app.authenticate },
    async (request) => ({
      message: serverMessages.listingCancelled,
      data: { listing: await auctions.cancel(request.auth!.user, request.params.id) },
    }),
  );

  await registerPhotoUpload(app, '/listing-photos', responses.uploadPhoto, async (request, content, reply) => {
    const photo = await auctions.uploadPhoto(request.auth!.user, content);
    return reply.status(201).send({ data: { photo } });
  });
};
