import { z } from 'zod';
import type { SmsSender } from '../plugins/sms';

/**
 * Termii's messaging API (developers.termii.com, "Messaging API"): `POST /api/sms/send` with
 * the API key in the JSON body, the number in international format without the plus, and a
 * channel. We send on `dnd`, the transactional route: `generic` is for promotions, does not
 * reach numbers on Do-Not-Disturb and is blocked on MTN between 8 pm and 8 am.
 */
export const TERMII_PUBLIC_BASE_URL = 'https://api.ng.termii.com';
export const TERMII_SEND_PATH = '/api/sms/send';

export interface TermiiSettings {
  apiKey: string;
  baseUrl: string;
  /** The sender ID registered with Termii: 3 to 11 letters or digits. */
  senderId: string;
  /** Termii answers in well under this; a slower answer is treated as no answer. */
  timeoutMs?: number;
}

/** The body Termii documents for a single message. */
export const termiiSendRequestSchema = z.strictObject({
  api_key: z.string().min(1),
  to: z.string().regex(/^\d{8,15}$/),
  from: z.string().min(3).max(11),
  sms: z.string().min(1),
  type: z.literal('plain'),
  channel: z.enum(['generic', 'dnd', 'whatsapp']),
});
export type TermiiSendRequest = z.infer<typeof termiiSendRequestSchema>;

/** What Termii answers to an accepted message (other fields, such as `balance` and `user`, are not read). */
export const termiiSendAnswerSchema = z.looseObject({ message_id: z.string().min(1), message: z.string() });

/** A refusal or an outage of Termii's, with its HTTP status (0: no answer). Never carries the key. */
export class TermiiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TermiiError';
  }
}

export function createTermiiSmsSender({ apiKey, baseUrl, senderId, timeoutMs = 15_000 }: TermiiSettings): SmsSender {
  const url = `${baseUrl.replace(/\/+$/, '')}${TERMII_SEND_PATH}`;
  return {
    async send(sms) {
      const body: TermiiSendRequest = {
        api_key: apiKey,
        to: sms.to.replace(/^\+/, ''),
        from: senderId,
        sms: sms.text,
        type: 'plain',
        channel: 'dnd',
      };
      let answer: Response;
      try {
        answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new TermiiError(0, `Termii did not answer: ${(error as Error).message}`);
      }
      const text = await answer.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const accepted = termiiSendAnswerSchema.safeParse(parsed);
      if (!answer.ok || !accepted.success) {
        const reason = z.looseObject({ message: z.string() }).safeParse(parsed);
        throw new TermiiError(
          answer.status,
          `Termii refused the message (${answer.status}): ${reason.success ? reason.data.message : 'unreadable answer'}`,
        );
      }
    },
  };
}
