import type { FastifyBaseLogger } from 'fastify';
import { maskLikePaystack, sameMaskedNumber } from '@naijabid/shared/masked-number';
import { sellerVerificationMessages as m } from '@naijabid/shared/messages/seller-verification';
import type { SellerVerification, StartSellerVerification } from '@naijabid/shared/schemas/seller-verification';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  customerIdentificationEventSchema,
  type PaystackCustomerIdentification,
} from '../../paystack/customer-identification';
import { PaystackError } from '../../paystack/http';
import * as repository from './repository';

/**
 * A pending check whose webhook never came (lost, or Paystack's answer timed out) may be sent
 * again after this long; a webhook that comes later still settles the attempt it matches.
 */
export const PENDING_RESEND_AFTER_MS = 10 * 60 * 1000;

export interface SellerVerificationServiceOptions {
  db: Database;
  paystack: PaystackCustomerIdentification;
  log: FastifyBaseLogger;
}

export function fullName(row: Pick<repository.SellerVerificationRow, 'firstName' | 'middleName' | 'lastName'>) {
  return [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
}

export function toSellerVerification(row: repository.SellerVerificationRow | undefined): SellerVerification {
  if (!row)
    return {
      status: 'unverified',
      name: null,
      bankCode: null,
      maskedAccountNumber: null,
      maskedBvn: null,
      reason: null,
      requestedAt: null,
      decidedAt: null,
    };
  return {
    status: row.status,
    name: fullName(row),
    bankCode: row.bankCode,
    maskedAccountNumber: row.maskedAccountNumber,
    maskedBvn: row.maskedBvn,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createSellerVerificationService({ db, paystack, log }: SellerVerificationServiceOptions) {
  return {
    async status(userId: string): Promise<SellerVerification> {
      return toSellerVerification(await repository.findVerification(db, userId));
    },

    async isVerified(userId: string): Promise<boolean> {
      return (await repository.findVerifiedSeller(db, userId)) !== undefined;
    },

    /**
     * Sends the identification to Paystack once. The BVN goes in the call and nowhere else:
     * not in the row, not in a log line (a refusal's log says the status, never the body);
     * the row keeps the account number only masked, as Paystack's webhook shows it.
     * The pending attempt is committed first, so a webhook faster than the answer finds it.
     */
    async start(user: { id: string; email: string }, request: StartSellerVerification): Promise<SellerVerification> {
      const current = await repository.findVerification(db, user.id);
      if (current?.status === 'verified') throw new AppError('seller_verification_conflict', m.alreadyVerified);
      if (current?.status === 'pending' && Date.now() - current.requestedAt.getTime() < PENDING_RESEND_AFTER_MS)
        throw new AppError('seller_verification_conflict', m.pending);
      const names = {
        firstName: request.firstName,
        middleName: request.middleName || null,
        lastName: request.lastName,
      };
      let customerCode: string;
      try {
        customerCode = await paystack.customerFor({ email: user.email, ...names });
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        log.warn({ status: error.status }, 'Paystack did not make the customer to verify');
        throw new AppError('unavailable', m.unavailable);
      }
      const recorded = await repository.recordPendingAttempt(db, {
        userId: user.id,
        customerCode,
        ...names,
        bankCode: request.bankCode,
        maskedAccountNumber: maskLikePaystack(request.accountNumber),
      });
      try {
        await paystack.validate({ customerCode, ...request, middleName: names.middleName ?? undefined });
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        const refused = error.status >= 400 && error.status < 500 && error.status !== 429;
        log.warn({ status: error.status }, 'Paystack did not take a customer identification');
        // No answer: it may still be on its way, so the attempt waits for its webhook.
        if (!refused) throw new AppError('unavailable', m.unavailable);
        await repository.settleAttempt(db, user.id, { status: 'failed', maskedBvn: null, reason: error.message });
        return toSellerVerification(await repository.findVerification(db, user.id));
      }
      // Sent, so pending, whenever Paystack's webhook comes back: it may settle the attempt
      // before this answer leaves, and the status call then says so.
      return toSellerVerification(recorded);
    },

    /**
     * Settles the pending attempt a `customeridentification.*` webhook answers. A replay, or a
     * late answer to an earlier attempt (its masked account is not this attempt's), changes
     * nothing: only a pending attempt is settled, once.
     */
    async settle(body: unknown): Promise<'settled' | 'ignored'> {
      const parsed = customerIdentificationEventSchema.safeParse(body);
      // Signed but not as documented: a 400, which Paystack does not retry for ever.
      if (!parsed.success) throw new AppError('validation', parsed.error.issues[0]!.message);
      const event = parsed.data;
      const { customer_code: customerCode, identification, reason } = event.data;
      const attempts = await repository.pendingAttemptsOf(db, customerCode);
      const attempt = attempts.find(
        (candidate) =>
          !identification.account_number ||
          sameMaskedNumber(identification.account_number, candidate.maskedAccountNumber),
      );
      if (!attempt) return 'ignored';
      const verified = event.event === 'customeridentification.success';
      const settled = await repository.settleAttempt(db, attempt.userId, {
        status: verified ? 'verified' : 'failed',
        maskedBvn: identification.bvn ?? null,
        reason: verified ? null : reason?.trim() || m.failedWithoutReason,
      });
      return settled ? 'settled' : 'ignored';
    },
  };
}

export type SellerVerificationService = ReturnType<typeof createSellerVerificationService>;
