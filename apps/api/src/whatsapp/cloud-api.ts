import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The WhatsApp Business Cloud API (Meta's "Cloud API" reference): `POST
 * /{version}/{phone-number-id}/messages` with a bearer token sends a template message, the
 * only kind a business may start a conversation with; delivery statuses come back on the
 * webhook, each POST signed in `X-Hub-Signature-256` (`sha256=` and the hex HMAC-SHA256 of the
 * raw body, keyed with the app secret), after a GET handshake (`hub.mode=subscribe`,
 * `hub.verify_token`, answered with `hub.challenge`). Our fake (fake.ts) speaks the same.
 */
export const WHATSAPP_PUBLIC_BASE_URL = 'https://graph.facebook.com';
export const WHATSAPP_API_VERSION = 'v21.0';
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  baseUrl: string;
  verifyToken: string;
}

/** A template message's body: the approved template by name and language, its body's parameters in order. */
export const templateMessageSchema = z.strictObject({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\d{8,15}$/),
  type: z.literal('template'),
  template: z.strictObject({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    language: z.strictObject({ code: z.string().min(2), policy: z.literal('deterministic').optional() }),
    components: z
      .array(
        z.strictObject({
          type: z.literal('body'),
          parameters: z.array(z.strictObject({ type: z.literal('text'), text: z.string().min(1).max(1024) })),
        }),
      )
      .optional(),
  }),
});
export type TemplateMessage = z.infer<typeof templateMessageSchema>;

/** What the Cloud API answers to an accepted message. */
export const sendAnswerSchema = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.looseObject({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.looseObject({ id: z.string().min(1) })).min(1),
});

export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** The webhook's `messages` field; only `statuses` is read (we receive no messages from users). */
export const webhookPayloadSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.looseObject({
      id: z.string(),
      changes: z.array(
        z.looseObject({
          field: z.string(),
          value: z.looseObject({
            messaging_product: z.literal('whatsapp').optional(),
            statuses: z
              .array(
                z.looseObject({
                  id: z.string(),
                  status: z.string(),
                  timestamp: z.string(),
                  recipient_id: z.string(),
                  errors: z
                    .array(z.looseObject({ code: z.number(), title: z.string(), message: z.string().optional() }))
                    .optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export function signWebhookBody(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant time, and false for anything that is not `sha256=` and 64 hex digits. */
export function verifyWebhookSignature(appSecret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^sha256=[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(appSecret, rawBody).slice('sha256='.length), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.slice('sha256='.length), 'hex'));
}

/** A refusal or an outage of WhatsApp's, with its HTTP status (0: no answer). Never carries the token. */
export class WhatsAppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

export interface WhatsAppTemplate {
  /** E.164, e.g. +2348031234567. */
  to: string;
  name: string;
  languageCode: string;
  parameters: string[];
}

export interface WhatsAppSender {
  /** Sends a template message; answers WhatsApp's message id. */
  sendTemplate(template: WhatsAppTemplate): Promise<string>;
}

export function messagesUrl(baseUrl: string, phoneNumberId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${WHATSAPP_API_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`;
}

export function createWhatsAppSender({
  token,
  phoneNumberId,
  baseUrl,
  timeoutMs = 15_000,
}: Pick<WhatsAppSettings, 'token' | 'phoneNumberId'> & { baseUrl: () => string; timeoutMs?: number }): WhatsAppSender {
  return {
    async sendTemplate({ to, name, languageCode, parameters }) {
      const body: TemplateMessage = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name,
          language: { code: languageCode },
          components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
        },
      };
      let answer: Response;
      try {
        answer = await fetch(messagesUrl(baseUrl(), phoneNumberId), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new WhatsAppError(0, `WhatsApp did not answer: ${(error as Error).message}`);
      }
      const text = await answer.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const accepted = sendAnswerSchema.safeParse(parsed);
      if (!answer.ok || !accepted.success) {
        const reason = z.looseObject({ error: z.looseObject({ message: z.string() }) }).safeParse(parsed);
        throw new WhatsAppError(
          answer.status,
          `WhatsApp refused the message (${answer.status}): ${reason.success ? reason.data.error.message : 'unreadable answer'}`,
        );
      }
      return accepted.data.messages[0]!.id;
    },
  };
}
