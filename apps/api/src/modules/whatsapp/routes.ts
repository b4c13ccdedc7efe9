import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { whatsAppMessages } from '@naijabid/shared/messages/whatsapp';
import { dataAnswerSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { whatsAppSettingsSchema, whatsAppSettingsUpdateSchema } from '@naijabid/shared/schemas/whatsapp';
import { sendFailure } from '../../plugins/error-handler';
import { keepRawJsonBody } from '../../plugins/raw-json-body';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import { WHATSAPP_SIGNATURE_HEADER, verifyWebhookSignature, webhookPayloadSchema } from '../../whatsapp/cloud-api';
import type { WhatsAppService } from './service';

/** The handshake WhatsApp makes when the webhook is registered (Meta's "Verification Requests"). */
const handshakeQuery = z.object({
  'hub.mode': z.string().max(100).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const responses = {
  settings: { 200: dataAnswerSchema(whatsAppSettingsSchema), ...failureResponses('unauthenticated') },
  update: {
    200: messageAnswerSchema(whatsAppSettingsSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'phone_not_verified'),
  },
  // The challenge goes back as it came, plain text.
  handshake: { 200: { content: { 'text/plain': { schema: z.string() } } }, ...failureResponses('unauthenticated') },
  webhook: {
    200: dataAnswerSchema(z.strictObject({ recorded: z.number().int() })),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated'),
  },
};

export interface WhatsAppRoutesOptions {
  whatsapp: WhatsAppService;
  /** The app secret and verify token of the WhatsApp in use (ours, or the fake's); undefined: no webhook. */
  webhook: { appSecret: string; verifyToken: string } | undefined;
}

export const whatsAppRoutes: FastifyPluginAsyncZod<WhatsAppRoutesOptions> = async (app, { whatsapp, webhook }) => {
  app.get(
    '/me/whatsapp',
    { onRequest: app.authenticate, schema: { response: responses.settings } },
    async (request) => ({
      data: await whatsapp.settings(request.auth!.user),
    }),
  );

  app.put(
    '/me/whatsapp',
    { onRequest: app.authenticate, schema: { body: whatsAppSettingsUpdateSchema, response: responses.update } },
    async (request) => {
      const data = await whatsapp.update(request.auth!.user, request.body.optedIn);
      return { message: data.optedIn ? whatsAppMessages.optedIn : whatsAppMessages.optedOut, data };
    },
  );

  if (!webhook) return;
  const { appSecret, verifyToken } = webhook;

  app.get(
    '/webhooks/whatsapp',
    { schema: { querystring: handshakeQuery, response: responses.handshake } },
    async (request, reply) => {
      const query = request.query;
      // Meta's challenge is a number; echoing anything else would serve a caller's own text from our origin.
      const challenge = query['hub.challenge'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== verifyToken || !/^\d+$/.test(challenge))
        return sendFailure(reply, 401, 'unauthenticated', whatsAppMessages.verifyTokenInvalid);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  // The signature covers the raw body, so this route keeps it.
  await app.register(async (webhooks) => {
    keepRawJsonBody(webhooks);
    webhooks.post('/webhooks/whatsapp', { schema: { response: responses.webhook } }, async (request, reply) => {
      const signature = request.headers[WHATSAPP_SIGNATURE_HEADER];
      const rawBody = request.rawBody ?? '';
      if (!verifyWebhookSignature(appSecret, rawBody, typeof signature === 'string' ? signature : undefined))
        return sendFailure(reply, 401, 'unauthenticated', serverMessages.webhookSignatureInvalid);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        parsed = undefined;
      }
      const payload = webhookPayloadSchema.safeParse(parsed);
      // Signed but of a shape we do not read (another field, a test event): acknowledged, so it is not resent.
      if (!payload.success) return { data: { recorded: 0 } };
      return { data: { recorded: await whatsapp.recordStatuses(payload.data) } };
    });
  });
};
