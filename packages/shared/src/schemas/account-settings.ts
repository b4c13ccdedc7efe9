import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import { passwordChangeMessages, phoneMessages } from '../messages/account-settings';
import { verificationCodeSchema } from './auth';
import { newPasswordSchema } from './fields';
import { nigerianMobile } from './nigerian-mobile';

/** Body of POST /me/phone: the number to send a code to, answered in E.164. */
export const phoneCodeRequestSchema = z.strictObject({ phone: nigerianMobile(phoneMessages.phoneRequired) });
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** Body of POST /me/phone/verify. */
export const verifyPhoneRequestSchema = z.strictObject({ code: verificationCodeSchema });
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequestSchema>;

// The status lives apart from the number parser, so the pages that only read it (the
// listing form, the wallet) do not load libphonenumber's metadata.
export { phoneStatusSchema, type PhoneStatus } from './phone-status';

const currentPasswordSchema = z
  .string({ error: passwordChangeMessages.currentPasswordRequired })
  .min(1, passwordChangeMessages.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, validationMessages.passwordTooLong);

/** Body of POST /me/password: the new password follows the sign-up rules and messages. */
export const changePasswordRequestSchema = z
  .strictObject({ currentPassword: currentPasswordSchema, password: newPasswordSchema })
  .refine((body) => body.currentPassword !== body.password, {
    message: passwordChangeMessages.samePassword,
    path: ['password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: validationMessages.confirmPasswordRequired })
      .min(1, validationMessages.confirmPasswordRequired),
  })
  .refine((form) => form.currentPassword !== form.password, {
    message: passwordChangeMessages.samePassword,
    path: ['password'],
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: validationMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Body of POST /me/close: the password confirms it is the owner. */
export const closeAccountRequestSchema = z.strictObject({ password: currentPasswordSchema });
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/**
 * GET /me/export: everything held about the user, as a JSON download. Sections are added by
 * feature (apps/api/src/modules/account/export.ts); amounts in kobo, times in ISO 8601.
 */
export const personalDataSchema = z.looseObject({
  exportedAt: z.string(),
  about: z.string(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
