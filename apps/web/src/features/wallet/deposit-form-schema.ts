import { z } from 'zod';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { formatNaira, nairaToKobo } from '@naijabid/shared/money';
import { startDepositRequestSchema, type DepositLimits } from '@naijabid/shared/schemas/wallet';

/** Whole naira with at most two decimals (kobo); commas, spaces and a ₦ sign are allowed. */
const NAIRA_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The deposit as typed, in naira, turned into the API's request in kobo, within the
 * server's limits (its settings, read from GET /wallet/deposit-limits).
 */
export function depositFormSchema(limits: DepositLimits) {
  return z
    .object({
      amount: z
        .string()
        .transform((text, context) => {
          const cleaned = text.replace(/[,\s₦]/g, '');
          if (cleaned === '') {
            context.addIssue({ code: 'custom', message: walletMessages.depositAmountRequired });
            return z.NEVER;
          }
          if (!NAIRA_PATTERN.test(cleaned)) {
            context.addIssue({ code: 'custom', message: walletMessages.depositAmountFormat });
            return z.NEVER;
          }
          return nairaToKobo(Number(cleaned));
        })
        .pipe(
          z
            .number()
            .min(limits.min, serverMessages.depositTooSmall(formatNaira(limits.min)))
            .max(limits.max, serverMessages.depositTooLarge(formatNaira(limits.max))),
        ),
    })
    .pipe(startDepositRequestSchema);
}

export type DepositFormInput = z.input<ReturnType<typeof depositFormSchema>>;
