import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { secondChanceOfferDataSchema, secondChanceOfferSchema } from '@naijabid/shared/schemas/orders';
import type { EventBus } from '../../plugins/event-bus';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { OfferChange, OfferRequest, OfferService } from './service';

const orderParams = z.object({ id: z.uuid(serverMessages.orderNotFound) });
const listingParams = z.object({ id: z.uuid(serverMessages.listingNotFound) });
const offerParams = z.object({ id: z.uuid(serverMessages.offerNotFound) });

/** What each route answers, by status. */
const responses = {
  list: { 200: dataAnswerSchema(itemsDataSchema(secondChanceOfferSchema)), ...failureResponses('unauthenticated') },
  offer: {
    201: messageAnswerSchema(secondChanceOfferDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found', 'second_chance_unavailable'),
  },
  answer: {
    200: messageAnswerSchema(secondChanceOfferDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found', 'offer_not_open'),
  },
};

type OfferWorkflow = (request: OfferRequest) => Promise<OfferChange>;

export interface OfferRouteOptions {
  offers: OfferService;
  bus: EventBus;
  /**
   * The workflows these routes start (workflows/orders/offer-second-chance.ts and answer-offer.ts),
   * handed in by app.ts: an offer spans listings, orders, mail and live notices.
   */
  offerAfterForfeit: OfferWorkflow;
  offerBelowReserve: OfferWorkflow;
  acceptOffer: OfferWorkflow;
  declineOffer: OfferWorkflow;
}

export const offerRoutes: FastifyPluginAsyncZod<OfferRouteOptions> = async (app, options) => {
  const { offers, bus } = options;

  /** Runs the workflow, publishes its notices once it has committed and answers the offer. */
  async function change(workflow: OfferWorkflow, request: OfferRequest) {
    const { offer, events } = await workflow(request);
    bus.publish(events);
    return offers.view(offer);
  }

  app.get('/me/offers', { onRequest: app.authenticate, schema: { response: responses.list } }, async (request) => ({
    data: { items: await offers.listFor(request.auth!.user.id) },
  }));

  app.post(
    '/orders/:id/second-chance',
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.offer } },
    async (request, reply) => {
      const offer = await change(options.offerAfterForfeit, { id: request.params.id, userId: request.auth!.user.id });
      return reply
        .status(201)
        .send({ message: serverMessages.secondChanceOffered(formatNaira(offer.price)), data: { offer } });
    },
  );

  app.post(
    '/listings/:id/second-chance',
    { onRequest: app.authenticate, schema: { params: listingParams, response: responses.offer } },
    async (request, reply) => {
      const offer = await change(options.offerBelowReserve, { id: request.params.id, userId: request.auth!.user.id });
      return reply
        .status(201)
        .send({ message: serverMessages.secondChanceOffered(formatNaira(offer.price)), data: { offer } });
    },
  );

  app.post(
    '/offers/:id/accept',
    { onRequest: app.authenticate, schema: { params: offerParams, response: responses.answer } },
    async (request) => ({
      message: serverMessages.offerAccepted,
      data: { offer: await change(options.acceptOffer, { id: request.params.id, userId: request.auth!.user.id }) },
    }),
  );

  app.post(
    '/offers/:id/decline',
    { onRequest: app.authenticate, schema: { params: offerParams, response: responses.answer } },
    async (request) => ({
      message: serverMessages.offerDeclined,
      data: { offer: await change(options.declineOffer, { id: request.params.id, userId: request.auth!.user.id }) },
    }),
  );
};
