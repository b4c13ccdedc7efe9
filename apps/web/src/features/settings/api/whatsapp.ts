import {
  whatsAppSettingsSchema,
  type WhatsAppSettings,
  type WhatsAppSettingsUpdate,
} from '@naijabid/shared/schemas/whatsapp';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData, useQuery } from '../../../lib/query';

export const WHATSAPP_PATH = '/me/whatsapp';

/** Whether the user's alerts go by WhatsApp, and whether the switch is offered (a verified phone). */
export const useWhatsAppSettings = () => useQuery<WhatsAppSettings>(WHATSAPP_PATH, { schema: whatsAppSettingsSchema });

export async function updateWhatsAppSettings(update: WhatsAppSettingsUpdate): Promise<string> {
  const answer = await apiRequest<WhatsAppSettings>('PUT', WHATSAPP_PATH, update, { schema: whatsAppSettingsSchema });
  setQueryData<WhatsAppSettings>(WHATSAPP_PATH, () => answer.data);
  return answer.message ?? '';
}
