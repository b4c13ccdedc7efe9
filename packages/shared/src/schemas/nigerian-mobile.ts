import { z } from 'zod';
import { phoneMessages } from '../messages/account-settings';
import { nigerianMobileE164 } from '../phone';

/** Longest text taken as a phone number: spaces and dashes included, well above any real one. */
const PHONE_INPUT_MAX_LENGTH = 32;

/**
 * A Nigerian mobile number as people type it (0803 123 4567, 08031234567, +234 803 123 4567),
 * answered in E.164 by the one parser (libphonenumber, `../phone.ts`): every form that takes a
 * phone uses this, so none refuses a number another accepts. `requiredMessage` names whose
 * number is missing; a number that is not a Nigerian mobile gets one message everywhere.
 */
export function nigerianMobile(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(PHONE_INPUT_MAX_LENGTH, phoneMessages.phoneInvalid)
    .transform((input, context) => {
      const e164 = nigerianMobileE164(input);
      if (e164) return e164;
      context.addIssue({ code: 'custom', message: phoneMessages.phoneInvalid });
      return z.NEVER;
    });
}
