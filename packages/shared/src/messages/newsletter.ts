/**
 * The newsletter form at the foot of the landing (docs/product.md#landing-page). Its
 * headline, placeholder and button are in marketing.ts; the form loads below the fold, so
 * these words stay out of the landing's first load.
 */
import { authFieldLabels, verifyLabels } from './auth';

export const newsletterLabels = {
  body: 'New auctions, ending-soon alerts and bidding tips, once a week.',
  email: authFieldLabels.email,
  sending: verifyLabels.sending,
  /** Shown when the API's answer carries no message of its own. */
  subscribed: 'Thanks for subscribing!',
} as const;
