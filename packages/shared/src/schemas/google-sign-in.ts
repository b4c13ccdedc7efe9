import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
import { loginResponseDataSchema, verificationCodeSchema } from './auth';
import { accountTypeSchema } from './fields';

/** GET /auth/google: the account type chosen on the sign-up wizard's first step, for a new account. */
export const googleStartQuerySchema = z.object({ accountType: accountTypeSchema.optional() });

/** The one-time ticket the callback hands the web app in `/google-sign-in#ticket=`. */
const ticketSchema = z.string().min(1).max(100);

export const googleTicketRequestSchema = z.strictObject({ ticket: ticketSchema });
export type GoogleTicketRequest = z.infer<typeof googleTicketRequestSchema>;

/** POST /auth/google/continue: signed in, or an existing account to prove before Google is linked. */
export const googleContinueAnswerDataSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('signed_in'), session: loginResponseDataSchema }),
  z.strictObject({ status: z.literal('link_required'), email: z.string() }),
]);
export type GoogleContinueAnswerData = z.infer<typeof googleContinueAnswerDataSchema>;

export const googleLinkWithPasswordRequestSchema = z.strictObject({
  ticket: ticketSchema,
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong),
});
export type GoogleLinkWithPasswordRequest = z.infer<typeof googleLinkWithPasswordRequestSchema>;

export const googleLinkWithCodeRequestSchema = z.strictObject({ ticket: ticketSchema, code: verificationCodeSchema });
export type GoogleLinkWithCodeRequest = z.infer<typeof googleLinkWithCodeRequestSchema>;

/** The linking step's two forms: the request's own field each, the same rules and messages. */
export const googleLinkPasswordFormSchema = googleLinkWithPasswordRequestSchema.pick({ password: true });
export const googleLinkCodeFormSchema = googleLinkWithCodeRequestSchema.pick({ code: true });
