import { phoneStatusSchema, type PhoneStatus } from '@naijabid/shared/schemas/phone-status';
import { useQuery } from '../query';

export const PHONE_PATH = '/me/phone';

/**
 * The signed-in user's verified phone number and the one a code was last sent to: Settings
 * shows it, and listing and withdrawing need a verified one. Nothing is read while `enabled` is false.
 */
export function usePhoneStatus(enabled = true) {
  return useQuery<PhoneStatus>(enabled ? PHONE_PATH : null, { schema: phoneStatusSchema });
}
