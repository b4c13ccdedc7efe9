import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A Nigerian mobile number as typed (08031234567, 0803 123 4567, +234 803 123 4567,
 * 2348031234567) in E.164 (+2348031234567), or undefined when it is not one. The `mobile`
 * metadata accepts only numbers that can receive an SMS, so a landline is refused too.
 */
export function nigerianMobileE164(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input, 'NG');
  if (!parsed || parsed.country !== 'NG' || !parsed.isValid()) return undefined;
  return parsed.number;
}

/** +2348031234567 as people read it: +234 803 123 4567. */
export function formatNigerianMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
