import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { validationMessages as m } from '../messages';
import { emailSchema } from './fields';

/** Newsletter sign-up on the landing page; its email rule is the sign-up rule. */
export const newsletterRequestSchema = z.strictObject({ email: emailSchema });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const contactRequestSchema = z.strictObject({
  name: z
    .string({ error: m.contactNameRequired })
    .trim()
    .min(1, m.contactNameRequired)
    .max(NAME_MAX_LENGTH, m.nameTooLong),
  email: emailSchema,
  message: z
    .string({ error: m.contactMessageTooShort })
    .trim()
    .min(10, m.contactMessageTooShort)
    .max(2000, m.contactMessageTooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
