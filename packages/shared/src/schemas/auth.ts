import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants';
import { keepDigits } from '../digits-input';
import { validationMessages as m } from '../messages';
import { isoTimeSchema } from './envelope';
import { accountTypeSchema, emailSchema, firstNameSchema, lastNameSchema, newPasswordSchema } from './fields';

/** Body of POST /auth/register: the form without confirmPassword and agreeToTerms (docs/product.md#accounts). */
export const registerRequestSchema = z.strictObject({
  accountType: accountTypeSchema,
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const accountStepShape = { accountType: accountTypeSchema };
const emailStepShape = { email: emailSchema };
const detailsStepShape = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, m.confirmPasswordRequired),
  agreeToTerms: z.literal(true, { error: m.agreeToTermsRequired }),
};

function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}

function bothPasswordsTyped(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
}

const passwordsMatchRule = {
  message: m.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // Zod skips an object's refinements while any of its fields is invalid, so an unticked
  // terms box hid the mismatch. A confirmation that differs is wrong whatever the other
  // fields hold (docs/product.md#interface-behaviour: each message shows as soon as its field is wrong).
  when: (payload: { value: unknown }) => bothPasswordsTyped(payload.value),
};

/** The three steps of the sign-up wizard (docs/product.md#sign-up-wizard), each validated on its own. */
export const registerStepSchemas = [
  z.object(accountStepShape),
  z.object(emailStepShape),
  z.object(detailsStepShape).refine(passwordsMatch, passwordsMatchRule),
] as const;

export const registerFormSchema = z
  .object({ ...accountStepShape, ...emailStepShape, ...detailsStepShape })
  .refine(passwordsMatch, passwordsMatchRule);
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Drops the two form-only fields before the form is sent (docs/product.md#accounts). */
export function toRegisterRequest({
  confirmPassword: _c,
  agreeToTerms: _a,
  ...request
}: RegisterForm): RegisterRequest {
  return request;
}

export const verificationCodeSchema = z
  .string({ error: m.verificationCodeLength })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), m.verificationCodeLength);

export const loginRequestSchema = z.strictObject({
  email: z.string({ error: m.loginEmailInvalid }).trim().pipe(z.email(m.loginEmailInvalid)),
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong),
  /** The code mailed to the owner when the account is past its limit of failed logins. */
  unlockCode: verificationCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const verifyAccountRequestSchema = z.strictObject({
  email: emailSchema,
  verificationCode: verificationCodeSchema,
});
export type VerifyAccountRequest = z.infer<typeof verifyAccountRequestSchema>;

export const resendCodeRequestSchema = z.strictObject({ email: emailSchema });
export type ResendCodeRequest = z.infer<typeof resendCodeRequestSchema>;

/** Body of POST /auth/forgot-password. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Body of POST /auth/reset-password: the new password follows the sign-up rules and messages. */
export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  code: verificationCodeSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({
    code: verificationCodeSchema,
    password: newPasswordSchema,
    confirmPassword: detailsStepShape.confirmPassword,
  })
  .refine(passwordsMatch, passwordsMatchRule);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Keeps only digits, then cuts to six, as every code input does while typing (docs/product.md#validation). */
export function normaliseVerificationCodeInput(raw: string): string {
  return keepDigits(raw, VERIFICATION_CODE_LENGTH);
}

/** The signed-in user as the API shows it. */
export const publicUserSchema = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: accountTypeSchema,
  emailVerified: z.boolean(),
  createdAt: isoTimeSchema,
  /** May open the operator console at /admin (`npm run operator -- grant EMAIL`). */
  isOperator: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginResponseDataSchema = z.strictObject({
  accessToken: z.string(),
  token: z.string(),
  expiresAt: isoTimeSchema,
  /** The account's first session: a new account is welcomed, not welcomed back. */
  firstSignIn: z.boolean(),
  user: publicUserSchema,
});
export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;

/** POST /auth/register (201) and POST /me/become-seller: the account as it now stands. */
export const userAnswerDataSchema = z.strictObject({ user: publicUserSchema });

/** POST /auth/verify-account: a wrong code is a failure, so success is always `true`. */
export const verifyAccountAnswerDataSchema = z.strictObject({ verified: z.literal(true) });

/** GET /auth/providers: the sign-in methods besides a password that this server offers. */
export const authProvidersSchema = z.strictObject({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
