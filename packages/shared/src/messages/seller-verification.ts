/**
 * Verified sellers (docs/product.md#verified-sellers): the verify screen's words, its field
 * messages, what the API says when something needs a verified seller, the badge, and the
 * operator console's words. A module of its own, so only the screens that show them load it.
 */
import { formatNaira } from '../money';
import { verifiedSellerBadgeLabels } from './verified-seller-badge';

/** Where a seller verifies, named in every refusal that asks them to. */
const HOW_TO_VERIFY = 'Verify your identity under Settings, Verified seller: it takes a minute with your BVN.';

export const sellerVerificationLabels = {
  title: verifiedSellerBadgeLabels.badge,
  intro:
    'Buyers trust sellers who have proved who they are. Verify once with your BVN and a bank account in your name, and a "Verified seller" badge shows on your auctions and profile.',
  bvn: 'BVN (Bank Verification Number)',
  bvnHint: 'Dial *565*0# on the phone number linked to your bank to see it.',
  bank: 'Bank',
  chooseBank: 'Choose your bank',
  accountNumber: 'Account number',
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  /** Shown before sending, and the box ticked to agree. */
  consent:
    'I agree that NaijaBid sends my BVN, name and bank account to Paystack once, to confirm that they belong to me. NaijaBid does not keep my BVN: only whether it was confirmed, when, and its masked form.',
  submit: 'Verify me',
  submitting: 'Sending…',
  status: {
    unverified: 'Not verified yet.',
    pending: 'We are checking your details with your bank. This usually takes a minute; this page updates by itself.',
    verified: (name: string, date: string) => `Verified as ${name} on ${date}.`,
    failed: (reason: string) => `We could not verify you (${reason}). Please check your details and try again.`,
    revoked: 'Your verification was withdrawn by our team. Please verify again, or contact support.',
  },
  maskedBvn: (masked: string) => `BVN ${masked}`,
  settingsLink: 'Verify your identity',
  settingsWhy: 'Show buyers a "Verified seller" badge, and list above the price limit or withdraw large amounts.',
  filter: 'Verified sellers only',
} as const;

export const sellerVerificationMessages = {
  bvnFormat: 'Your BVN is 11 digits. Please check it and try again.',
  bankRequired: 'Please choose your bank.',
  accountNumberFormat: 'Enter your 10-digit account number (NUBAN).',
  firstNameRequired: 'Please enter your first name as your bank has it.',
  lastNameRequired: 'Please enter your last name as your bank has it.',
  nameTooLong: 'Please shorten this name to 50 characters.',
  consentRequired: 'Please agree to send your BVN to Paystack for this check.',
  /** The answer to a sent request; the outcome follows. */
  sent: 'Thank you. We are checking your details with your bank.',
  alreadyVerified: 'You are already a verified seller.',
  pending: 'We are still checking your last details. Please wait for the answer before trying again.',
  unavailable: 'We could not reach the verification service just now. Please try again in a minute.',
  /** Paystack's failure came without a reason. */
  failedWithoutReason: 'The bank did not confirm these details.',
  listingNeedsVerification: (threshold: number) =>
    `Listings starting above ${formatNaira(threshold)}, or with a Buy Now price above it, need a verified seller. ${HOW_TO_VERIFY}`,
  withdrawalNeedsVerification: (threshold: number) =>
    `Withdrawals over ${formatNaira(threshold)} need a verified seller. ${HOW_TO_VERIFY}`,
  payoutNameMismatch: (accountName: string, verifiedName: string) =>
    `As a verified seller, your withdrawals go only to an account in your verified name (${verifiedName}); this account is in the name ${accountName}. Please choose or add an account in your own name.`,
} as const;

/** What a seller is told, by bell and mail, when NaijaBid support revokes their verification. */
export const verificationRevokedMessages = {
  subject: 'Your "Verified seller" badge was withdrawn',
  text: (reason: string) =>
    `NaijaBid support withdrew your seller verification. The reason: ${reason}. Your "Verified seller" badge no longer shows, and listings or withdrawals above the limit need you to verify again under Settings, Verified seller. Reply to this mail if you think this is a mistake.`,
} as const;

export const adminSellerVerificationLabels = {
  heading: 'Seller verification',
  outcomeLabel: 'Outcome',
  name: 'Verified name',
  maskedBvn: 'BVN (masked)',
  decidedAt: 'Decided',
  reason: 'Reason',
  outcome: {
    unverified: 'Not verified',
    pending: 'Checking with the bank',
    verified: 'Verified',
    failed: 'Failed',
    revoked: 'Revoked',
  },
  revoke: 'Revoke verification',
  /** The operator's second look before a revocation, which the seller is told of. */
  confirmRevoke:
    'Revoke this seller’s verification? The badge goes at once, and the seller is told by notice and mail with your reason.',
  revoked: 'Verification revoked. The seller no longer shows the badge, and was told by notice and mail.',
  notVerified: 'This user is not a verified seller.',
} as const;
