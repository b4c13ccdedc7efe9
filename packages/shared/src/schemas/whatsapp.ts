import { z } from 'zod';

/**
 * WhatsApp alerts (docs/product.md#whatsapp-alerts): GET and PUT /me/whatsapp. The notices
 * that go by WhatsApp to a verified phone whose owner opted in; of them, the urgent ones
 * (an outbid near the end, won, payment due) go by SMS when WhatsApp fails or is late.
 */
export const WHATSAPP_ALERT_KINDS = [
  'outbid',
  'ending_final',
  'won',
  'payment_due',
  'order_shipped',
  'second_chance_offer',
  'order_return',
  'dispute_resolved',
  'saved_search_match',
] as const;
export type WhatsAppAlertKind = (typeof WHATSAPP_ALERT_KINDS)[number];

/** `available`: the account has a verified phone, without which the switch is not offered. */
export const whatsAppSettingsSchema = z.strictObject({
  available: z.boolean(),
  optedIn: z.boolean(),
  phone: z.string().nullable(),
});
export type WhatsAppSettings = z.infer<typeof whatsAppSettingsSchema>;

export const whatsAppSettingsUpdateSchema = z.strictObject({ optedIn: z.boolean() });
export type WhatsAppSettingsUpdate = z.infer<typeof whatsAppSettingsUpdateSchema>;
