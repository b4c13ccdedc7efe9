import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ratingServerMessages } from '@naijabid/shared/messages/ratings';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { sellerProfileDataSchema } from '@naijabid/shared/schemas/ratings';
import { failureResponses } from '../../responses';
import type { RatingService } from './service';

const sellerParams = z.object({ id: z.uuid(ratingServerMessages.sellerNotFound) });

/** What each route answers, by status. */
const responses = {
  profile: { 200: dataAnswerSchema(sellerProfileDataSchema), ...failureResponses('not_found') },
};

/** Giving a rating is an order's step: POST /orders/:id/rating is with the order routes. */
export const ratingRoutes: FastifyPluginAsyncZod<{ ratings: RatingService }> = async (app, { ratings }) => {
  app.get('/sellers/:id', { schema: { params: sellerParams, response: responses.profile } }, async (request) => ({
    data: { seller: await ratings.profile(request.params.id) },
  }));
};
