import {
  phoneStatusSchema,
  type PhoneCodeRequest,
  type PhoneStatus,
  type VerifyPhoneRequest,
} from '@naijabid/shared/schemas/account-settings';
import { apiRequest } from '../../../lib/api-client';
import { PHONE_PATH } from '../../../lib/api/get-phone-status';
import { invalidate } from '../../../lib/query';
import { WHATSAPP_PATH } from './whatsapp';

export async function sendPhoneCode(request: PhoneCodeRequest) {
  const answer = await apiRequest<PhoneStatus>('POST', PHONE_PATH, request, { schema: phoneStatusSchema });
  invalidate(PHONE_PATH);
  return answer;
}

export async function verifyPhoneCode(request: VerifyPhoneRequest) {
  const answer = await apiRequest<PhoneStatus>('POST', `${PHONE_PATH}/verify`, request, {
    schema: phoneStatusSchema,
  });
  // A verified number is what the WhatsApp switch waits for.
  invalidate(PHONE_PATH, WHATSAPP_PATH);
  return answer;
}
