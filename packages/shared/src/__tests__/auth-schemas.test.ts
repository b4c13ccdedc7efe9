import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import {
  normaliseVerificationCodeInput,
  registerFormSchema,
  registerStepSchemas,
  toRegisterRequest,
} from '../schemas/auth';

const validForm = {
  accountType: 'seller' as const,
  email: 'emeka@example.ng',
  firstName: 'Emeka',
  lastName: 'Nwosu',
  password: 'password123',
  confirmPassword: 'password123',
  agreeToTerms: true as const,
};

function firstMessage(
  result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('sign-up form schema', () => {
  it('accepts a complete form and drops confirmPassword and agreeToTerms for the request', () => {
    const parsed = registerFormSchema.parse(validForm);
    expect(toRegisterRequest(parsed)).toEqual({
      accountType: 'seller',
      email: 'emeka@example.ng',
      firstName: 'Emeka',
      lastName: 'Nwosu',
      password: 'password123',
    });
  });

  it('puts "Passwords don\'t match" on confirmPassword', () => {
    const result = registerStepSchemas[2].safeParse({ ...validForm, confirmPassword: 'password124' });
    expect(firstMessage(result, 'confirmPassword')).toBe(m.passwordsDoNotMatch);
  });

  it('says the passwords do not match while other fields are still wrong', () => {
    const form = { firstName: '', lastName: '', password: 'short', confirmPassword: 'shorter', agreeToTerms: false };
    expect(firstMessage(registerStepSchemas[2].safeParse(form), 'confirmPassword')).toBe(m.passwordsDoNotMatch);
    expect(firstMessage(registerFormSchema.safeParse(form), 'confirmPassword')).toBe(m.passwordsDoNotMatch);
  });

  it('requires confirmPassword and the terms box', () => {
    const result = registerStepSchemas[2].safeParse({ ...validForm, confirmPassword: '', agreeToTerms: false });
    expect(firstMessage(result, 'confirmPassword')).toBe(m.confirmPasswordRequired);
    expect(firstMessage(result, 'agreeToTerms')).toBe(m.agreeToTermsRequired);
  });
});

describe('verification code input', () => {
  it('keeps digits only and cuts to six', () => {
    expect(normaliseVerificationCodeInput('12a-34 5678')).toBe('123456');
    expect(normaliseVerificationCodeInput('abc')).toBe('');
  });
});
