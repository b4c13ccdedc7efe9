/**
 * WhatsApp alerts (docs/product.md#whatsapp-alerts): the Settings switch, the API's answers
 * and the SMS that stands in for an urgent alert WhatsApp did not deliver. A module of its
 * own, so only the Settings page loads it.
 */
export const whatsAppMessages = {
  heading: 'WhatsApp alerts',
  intro:
    'Get outbid, won, payment and delivery alerts on WhatsApp. Urgent ones come by SMS if WhatsApp cannot reach you.',
  switchLabel: 'Send my alerts on WhatsApp',
  needsPhone: 'Verify your phone number above to get alerts on WhatsApp.',
  optedIn: 'WhatsApp alerts are on.',
  optedOut: 'WhatsApp alerts are off.',
  /** The webhook's GET handshake with a token other than WHATSAPP_VERIFY_TOKEN, or not a subscription. */
  verifyTokenInvalid: 'Invalid verify token.',
  phoneNotVerified: 'Please verify your phone number before turning on WhatsApp alerts.',
  /** The SMS fallback of an urgent alert: who it is from, what happened, where to act. */
  smsOutbid: (title: string, link: string) =>
    `NaijaBid: you have been outbid on ${title}, which ends soon. Bid again: ${link}`,
  smsWon: (title: string, link: string) => `NaijaBid: you won ${title}! Pay within 48 hours: ${link}`,
  smsPaymentDue: (title: string, link: string) => `NaijaBid: payment for ${title} is due soon. Pay now: ${link}`,
} as const;
