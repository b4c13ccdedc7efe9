import type { PushKind } from '../schemas/push';

/** The words of push notifications: Settings, the bell's offer, and the install prompt. */
export const pushSettingsLabels = {
  title: 'Phone and browser alerts',
  intro: 'Get an alert on this device even when NaijaBid is closed. Choose which alerts you get.',
  enable: 'Turn on alerts on this device',
  disable: 'Turn off alerts on this device',
  enabled: 'Alerts are on for this device.',
  disabled: 'Alerts are off for this device.',
  unsupported: 'This browser cannot receive alerts. On a phone, add NaijaBid to your home screen first.',
  blocked: 'Alerts are blocked for this site. Allow notifications in your browser settings, then try again.',
  unavailable: 'Alerts are not available on this server yet.',
  subscribed: 'Alerts turned on for this device.',
  unsubscribed: 'Alerts turned off for this device.',
  saved: 'Alert settings saved.',
  kinds: {
    outbid: { label: 'Outbid', hint: 'When another bidder takes the lead on an auction you bid on.' },
    ending_soon: { label: 'Watched items ending soon', hint: 'Ten minutes before an auction on your watchlist ends.' },
    won: { label: 'Won', hint: 'When you win an auction.' },
    payment_due: { label: 'Payment reminders', hint: 'When payment for an item you won is due soon.' },
    shipped: { label: 'Shipped', hint: 'When a seller ships your item.' },
    second_chance: { label: 'Second-chance offers', hint: 'When a seller offers you an item you bid on.' },
    return_or_dispute: {
      label: 'Returns and disputes',
      hint: 'When there is an answer on a return or a dispute of yours.',
    },
    saved_search: {
      label: 'Saved searches',
      hint: 'When a new auction matches a saved search you asked to hear of on the bell.',
    },
  } satisfies Record<PushKind, { label: string; hint: string }>,
} as const;

/** The bell's short offer to turn alerts on. */
export const bellPushOffer = {
  text: 'Get alerts on this device when you are outbid.',
  action: 'Turn on',
} as const;

/** Offered after a first bid, never on a first visit. */
export const installPromptLabels = {
  title: 'Add NaijaBid to your home screen',
  text: 'Open your auctions in one tap and follow them like an app.',
  install: 'Add to home screen',
  dismiss: 'Not now',
} as const;

/** The API's refusals of push requests. */
export const pushErrorMessages = {
  unavailable: 'Alerts are not available on this server yet.',
  endpointRefused: 'This browser gave an alert address this server cannot use.',
} as const;
