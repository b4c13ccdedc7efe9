import { z } from 'zod';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { formatNaira, parseNaira } from '@naijabid/shared/money';
import { depositAmountSchema, type DepositLimits } from '@naijabid/shared/schemas/wallet';

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
          const parsed = parseNaira(text);
          if (parsed.kind === 'amount') return parsed.amountKobo;
          const message =
            parsed.kind === 'empty' ? walletMessages.depositAmountRequired : walletMessages.depositAmountFormat;
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        })
        .pipe(
          z
            .number()
            .min(limits.min, serverMessages.depositTooSmall(formatNaira(limits.min)))
            .max(limits.max, serverMessages.depositTooLarge(formatNaira(limits.max))),
        ),
    })
    .pipe(z.strictObject({ amount: depositAmountSchema }));
}

export type DepositFormInput = z.input<ReturnType<typeof depositFormSchema>>;
