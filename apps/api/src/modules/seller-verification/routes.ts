import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sellerVerificationLabels as labels,
  sellerVerificationMessages as m,
} from '@naijabid/shared/messages/seller-verification';
import { dataAnswerSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { sellerVerificationSchema, startSellerVerificationSchema } from '@naijabid/shared/schemas/seller-verification';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { SellerVerificationService } from './service';

const responses = {
  status: { 200: dataAnswerSchema(sellerVerificationSchema), ...failureResponses('unauthenticated') },
  start: {
    // 202: sent to Paystack, the outcome comes by webhook; 200: Paystack refused it at once (status failed).
    200: messageAnswerSchema(sellerVerificationSchema),
    202: messageAnswerSchema(sellerVerificationSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'seller_verification_conflict'),
  },
};

export const sellerVerificationRoutes: FastifyPluginAsyncZod<{
  sellerVerification: SellerVerificationService;
}> = async (app, { sellerVerification }) => {
  app.get(
    '/me/seller-verification',
    { onRequest: app.authenticate, schema: { response: responses.status } },
    async (request) => ({ data: await sellerVerification.status(request.auth!.user.id) }),
  );

  app.post(
    '/me/seller-verification',
    { onRequest: app.authenticate, schema: { body: startSellerVerificationSchema, response: responses.start } },
    async (request, reply) => {
      const verification = await sellerVerification.start(request.auth!.user, request.body);
      if (verification.status === 'failed')
        return reply.status(200).send({ message: labels.status.failed(verification.reason ?? ''), data: verification });
      return reply.status(verification.status === 'pending' ? 202 : 200).send({ message: m.sent, data: verification });
    },
  );
};
