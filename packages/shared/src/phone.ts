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

/**
 * A phone number as people read it everywhere it is shown: +234 803 123 4567. Stored numbers
 * are E.164; delivery addresses older than the parser kept the typed form (0803...), which
 * reads the same here. Anything that is not a Nigerian mobile is shown as it is.
 */
export function formatNigerianMobile(phone: string): string {
  const e164 = nigerianMobileE164(phone);
  return e164 ? (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164) : phone;
}
