import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { validationMessages as m } from '../messages';

/** Field rules shared by several forms; each message is the spec's own (docs/product.md#validation). */

export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { error: m.accountTypeRequired });

/** The sign-up email rule; the newsletter and contact forms use it too. */
export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(EMAIL_MAX_LENGTH, m.emailTooLong)
  .pipe(z.email(m.emailInvalid));

function nameSchema(required: string, tooShort: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(NAME_MIN_LENGTH, tooShort)
    .max(NAME_MAX_LENGTH, m.nameTooLong);
}

export const firstNameSchema = nameSchema(m.firstNameRequired, m.firstNameTooShort);
export const lastNameSchema = nameSchema(m.lastNameRequired, m.lastNameTooShort);

export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);
