import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearchLabels as m } from '@naijabid/shared/messages/saved-searches';
import { dataAnswerSchema, emptyDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  createSavedSearchRequestSchema,
  savedSearchesDataSchema,
  savedSearchSchema,
  updateSavedSearchRequestSchema,
} from '@naijabid/shared/schemas/saved-searches';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { SavedSearchService } from './service';

const idParams = z.object({ id: z.uuid(m.notFound) });
const savedSearchData = z.strictObject({ savedSearch: savedSearchSchema });

/** What each route answers, by status. */
const responses = {
  list: { 200: dataAnswerSchema(savedSearchesDataSchema), ...failureResponses('unauthenticated') },
  create: {
    201: messageAnswerSchema(savedSearchData),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'saved_searches_full'),
  },
  update: {
    200: messageAnswerSchema(savedSearchData),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found'),
  },
  remove: { 200: messageAnswerSchema(emptyDataSchema), ...failureResponses('unauthenticated', 'not_found') },
};

/** A user's saved searches: saved from the search page, listed and changed in Settings. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ savedSearches: SavedSearchService }> = async (
  app,
  { savedSearches },
) => {
  app.get(
    '/me/saved-searches',
    { onRequest: app.authenticate, schema: { response: responses.list } },
    async (request) => ({ data: { items: await savedSearches.list(request.auth!.user.id) } }),
  );

  app.post(
    '/me/saved-searches',
    { onRequest: app.authenticate, schema: { body: createSavedSearchRequestSchema, response: responses.create } },
    async (request, reply) =>
      reply.status(201).send({
        message: m.saved,
        data: { savedSearch: await savedSearches.create(request.auth!.user.id, request.body) },
      }),
  );

  app.patch(
    '/me/saved-searches/:id',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, body: updateSavedSearchRequestSchema, response: responses.update },
    },
    async (request) => ({
      message: m.changed,
      data: {
        savedSearch: await savedSearches.update(request.auth!.user.id, request.params.id, request.body),
      },
    }),
  );

  app.delete(
    '/me/saved-searches/:id',
    { onRequest: app.authenticate, schema: { params: idParams, response: responses.remove } },
    async (request) => {
      await savedSearches.remove(request.auth!.user.id, request.params.id);
      return { message: m.deleted, data: {} };
    },
  );
};
