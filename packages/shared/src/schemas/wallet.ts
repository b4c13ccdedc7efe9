import { z } from 'zod';
import { validationMessages as m } from '../messages';

export const startDepositRequestSchema = z.strictObject({
  /** Kobo; the limits are server settings, checked by the server. */
  amount: z.number({ error: m.depositAmountInvalid }).int(m.depositAmountInvalid).positive(m.depositAmountInvalid),
});
export type StartDepositRequest = z.infer<typeof startDepositRequestSchema>;

/** GET /wallet/deposit-limits: the smallest and largest single deposit this server takes, in kobo. */
export interface DepositLimits {
  min: number;
  max: number;
}

export interface WalletBalance {
  available: number;
  held: number;
  currency: 'NGN';
}

export interface WalletEntry {
  id: string;
  purpose: string;
  /** Kobo; positive money in, negative money out or held. */
  amount: number;
  phase: 'posted' | 'pending' | 'post_pending' | 'void_pending';
  /**
   * A hold (`pending`) that a later entry has since paid or released, so this line no
   * longer holds money; false for every other entry.
   */
  resolved: boolean;
  createdAt: string;
}

/** GET /wallet/deposits/:reference: whether the provider's confirmation has credited it. */
export interface DepositStatus {
  reference: string;
  /** Kobo. */
  amount: number;
  credited: boolean;
}
