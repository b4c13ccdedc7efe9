import { z } from 'zod';
import { BVN_PATTERN } from '../constants';
import { sellerVerificationMessages as m } from '../messages/seller-verification';
import { NUBAN_PATTERN } from '../nuban';
import { isoTimeSchema } from './envelope';

const nameField = (required: string) => z.string({ error: required }).trim().min(1, required).max(50, m.nameTooLong);

/**
 * POST /me/seller-verification: what Paystack's customer validation needs. The BVN goes to
 * Paystack once and is never stored or logged; `consent` is the ticked consent sentence.
 */
export const startSellerVerificationSchema = z.strictObject({
  bvn: z.string({ error: m.bvnFormat }).trim().regex(BVN_PATTERN, m.bvnFormat),
  bankCode: z.string({ error: m.bankRequired }).trim().min(1, m.bankRequired).max(20, m.bankRequired),
  accountNumber: z.string({ error: m.accountNumberFormat }).trim().regex(NUBAN_PATTERN, m.accountNumberFormat),
  firstName: nameField(m.firstNameRequired),
  middleName: z.string().trim().max(50, m.nameTooLong).optional(),
  lastName: nameField(m.lastNameRequired),
  consent: z.boolean({ error: m.consentRequired }).refine((agreed) => agreed, m.consentRequired),
});
export type StartSellerVerification = z.infer<typeof startSellerVerificationSchema>;

export const SELLER_VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'failed', 'revoked'] as const;
export type SellerVerificationStatus = (typeof SELLER_VERIFICATION_STATUSES)[number];

/** GET /me/seller-verification, and the operator console's view of a user's. */
export const sellerVerificationSchema = z.strictObject({
  status: z.enum(SELLER_VERIFICATION_STATUSES),
  /** The name given, which Paystack confirmed once verified; null before a first attempt. */
  name: z.string().nullable(),
  /** The bank account the attempt named: its bank, and its number masked ("012****789"). */
  bankCode: z.string().nullable(),
  maskedAccountNumber: z.string().nullable(),
  /** Paystack's masked BVN ("123*****456"), known once it has answered. */
  maskedBvn: z.string().nullable(),
  /** Paystack's reason for a failure, or the operator's for a revocation. */
  reason: z.string().nullable(),
  requestedAt: isoTimeSchema.nullable(),
  decidedAt: isoTimeSchema.nullable(),
});
export type SellerVerification = z.infer<typeof sellerVerificationSchema>;
