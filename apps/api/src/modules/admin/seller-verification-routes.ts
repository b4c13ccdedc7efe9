import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import { adminSellerVerificationLabels as labels } from '@naijabid/shared/messages/seller-verification';
import { operatorActionRequestSchema } from '@naijabid/shared/schemas/admin';
import { dataAnswerSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { sellerVerificationSchema } from '@naijabid/shared/schemas/seller-verification';
import type { EventBus, LiveEvent } from '../../plugins/event-bus';
import { BODY_REFUSALS } from '../../responses';
import type { SellerVerificationService } from '../seller-verification/service';
import { adminFailures, operatorOf } from './scope';

const userParams = z.object({ id: z.uuid(adminServerMessages.userNotFound) });

const responses = {
  status: { 200: dataAnswerSchema(sellerVerificationSchema), ...adminFailures() },
  revoke: { 200: messageAnswerSchema(sellerVerificationSchema), ...adminFailures(BODY_REFUSALS, 'operator_conflict') },
};

/** The operator console's view of a user's seller verification, and its revocation (audited by the step). */
export const sellerVerificationAdminRoutes: FastifyPluginAsyncZod<{
  sellerVerification: SellerVerificationService;
  revokeSellerVerification: (request: { userId: string; operatorId: string; reason: string }) => Promise<LiveEvent>;
  bus: EventBus;
}> = async (app, { sellerVerification, revokeSellerVerification, bus }) => {
  app.get(
    '/users/:id/seller-verification',
    { schema: { params: userParams, response: responses.status } },
    async (request) => ({ data: await sellerVerification.status(request.params.id) }),
  );

  app.post(
    '/users/:id/seller-verification/revoke',
    { schema: { params: userParams, body: operatorActionRequestSchema, response: responses.revoke } },
    async (request) => {
      const userId = request.params.id;
      const notice = await revokeSellerVerification({
        userId,
        operatorId: operatorOf(request).id,
        reason: request.body.reason,
      });
      bus.publish([notice]);
      return { message: labels.revoked, data: await sellerVerification.status(userId) };
    },
  );
};
