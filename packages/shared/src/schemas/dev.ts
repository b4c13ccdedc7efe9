import { z } from 'zod';
import { isoTimeSchema } from './envelope';

/** Development only: GET /dev/mailbox, the mail the server would have sent, newest first. */
export const devMailSchema = z.strictObject({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: isoTimeSchema,
});
export type DevMail = z.infer<typeof devMailSchema>;

/** Development only: POST /dev/auctions/:id/ends-in, the auction's new end. */
export const endsInAnswerDataSchema = z.strictObject({ endsAt: isoTimeSchema });

/** Development only: GET /dev/sms, the SMS the server would have sent, newest first. */
export const devSmsSchema = z.strictObject({ to: z.string(), text: z.string(), sentAt: isoTimeSchema });
export type DevSms = z.infer<typeof devSmsSchema>;
