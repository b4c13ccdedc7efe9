/**
 * The jobs of a WhatsApp alert (workflows/notices/whatsapp-alerts.ts runs them): made from a
 * notice by its trigger (sql/functions/queue_whatsapp_alert.sql), sent, checked for delivery
 * at its deadline, and sent by SMS instead. The webhook (this module's service) schedules the
 * SMS of a failed urgent alert, so the names live here, where both reach them.
 */
export const WHATSAPP_ALERT_JOB = 'whatsapp_alert';
export const WHATSAPP_SEND_JOB = 'whatsapp_send';
export const WHATSAPP_DEADLINE_JOB = 'whatsapp_deadline';
export const WHATSAPP_SMS_JOB = 'whatsapp_sms';

export interface AlertJobPayload {
  alertId: string;
}

export const alertJobKey = (alertId: string, step: 'send' | 'deadline' | 'sms') => `whatsapp:${alertId}:${step}`;
