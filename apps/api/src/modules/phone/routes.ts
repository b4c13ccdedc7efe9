import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import {
  phoneCodeRequestSchema,
  phoneStatusSchema,
  verifyPhoneRequestSchema,
} from '@naijabid/shared/schemas/account-settings';
import { dataAnswerSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { PhoneService } from './service';

const responses = {
  status: { 200: dataAnswerSchema(phoneStatusSchema), ...failureResponses('unauthenticated') },
  sendCode: {
    200: messageAnswerSchema(phoneStatusSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'phone_taken', 'rate_limited', 'sms_failed'),
  },
  verify: {
    200: messageAnswerSchema(phoneStatusSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'unauthenticated',
      'code_incorrect',
      'code_expired',
      'code_exhausted',
      'phone_taken',
    ),
  },
};

/** The signed-in user's phone number (docs/product.md#account-settings). */
export const phoneRoutes: FastifyPluginAsyncZod<{ phone: PhoneService }> = async (app, { phone }) => {
  app.get('/me/phone', { onRequest: app.authenticate, schema: { response: responses.status } }, async (request) => ({
    data: await phone.status(request.auth!.user),
  }));

  app.post(
    '/me/phone',
    { onRequest: app.authenticate, schema: { body: phoneCodeRequestSchema, response: responses.sendCode } },
    async (request) => {
      const user = request.auth!.user;
      await phone.sendCode(user, request.body.phone, request.ip);
      return {
        message: phoneMessages.codeSent(formatNigerianMobile(request.body.phone)),
        data: await phone.status(user),
      };
    },
  );

  app.post(
    '/me/phone/verify',
    { onRequest: app.authenticate, schema: { body: verifyPhoneRequestSchema, response: responses.verify } },
    async (request) => {
      const user = request.auth!.user;
      const verifiedNumber = await phone.verify(user, request.body.code);
      return { message: phoneMessages.verified, data: await phone.status({ ...user, phone: verifiedNumber }) };
    },
  );
};
