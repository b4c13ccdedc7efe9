import { z } from 'zod';
import { DEPOSIT_LIMITS_KOBO } from '@naijabid/shared/constants';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { formatNaira, nairaToKobo } from '@naijabid/shared/money';
import { startDepositRequestSchema } from '@naijabid/shared/schemas/wallet';

/** Whole naira with at most two decimals (kobo); commas, spaces and a ₦ sign are allowed. */
const NAIRA_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The deposit as typed, in naira, turned into the API's request in kobo. The limits are the
 * server's defaults; a server set to other limits still refuses with its own message, which
 * the form shows on the same field.
 */
export const depositFormSchema = z
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
          .min(DEPOSIT_LIMITS_KOBO.min, serverMessages.depositTooSmall(formatNaira(DEPOSIT_LIMITS_KOBO.min)))
          .max(DEPOSIT_LIMITS_KOBO.max, serverMessages.depositTooLarge(formatNaira(DEPOSIT_LIMITS_KOBO.max))),
      ),
  })
  .pipe(startDepositRequestSchema);

export type DepositFormInput = z.input<typeof depositFormSchema>;
