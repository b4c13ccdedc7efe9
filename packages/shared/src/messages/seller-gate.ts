/**
 * What the selling pages show before their form, while the account is checked or when it
 * cannot sell yet (docs/product.md#accounts). Its refusal for an unverified email is
 * serverMessages.emailNotVerifiedForListing; the switch is the dashboard's.
 */
import { dashboardLabels } from './dashboard';

export const sellerGateLabels = {
  checking: 'Checking your account…',
  verifyEmail: 'Verify your email',
  startSelling: 'Start selling on NaijaBid',
  buyerAccount:
    'Your account is a buyer account. Turn on selling to list items for auction; you can still bid as before.',
  switching: dashboardLabels.switching,
  becomeSeller: dashboardLabels.becomeSeller,
} as const;
