/**
 * How people reach us. The addresses use the domain our outgoing mail is sent from, so a
 * reply to any NaijaBid email lands with the same team.
 */
export const SUPPORT_EMAIL = 'support@naijabid.ng';
export const DATA_PROTECTION_EMAIL = 'dpo@naijabid.ng';
export const SUPPORT_HOURS =
  'Monday to Friday, 8:00 am to 6:00 pm, and Saturday, 10:00 am to 2:00 pm (West Africa Time)';
