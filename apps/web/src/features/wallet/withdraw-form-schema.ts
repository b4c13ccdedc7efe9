import { z } from 'zod';
import { withdrawalMessages as m } from '@naijabid/shared/messages/withdrawals';
import { formatNaira, parseNaira } from '@naijabid/shared/money';
import { requestWithdrawalSchema, type WithdrawalLimits } from '@naijabid/shared/schemas/withdrawals';

/**
 * The withdrawal as typed, in naira, turned into the API's request in kobo, within the
 * server's limits per withdrawal (the daily one is the server's to count).
 */
export function withdrawFormSchema(limits: WithdrawalLimits) {
  return z
    .object({
      bankAccountId: z.string().min(1, m.bankAccountRequired),
      amount: z
        .string()
        .transform((text, context) => {
          const parsed = parseNaira(text);
          if (parsed.kind === 'amount') return parsed.amountKobo;
          context.addIssue({ code: 'custom', message: parsed.kind === 'empty' ? m.amountRequired : m.amountFormat });
          return z.NEVER;
        })
        .pipe(
          z
            .number()
            .min(limits.min, m.tooSmall(formatNaira(limits.min)))
            .max(limits.max, m.tooLarge(formatNaira(limits.max))),
        ),
    })
    .pipe(requestWithdrawalSchema);
}

export type WithdrawFormInput = z.input<ReturnType<typeof withdrawFormSchema>>;
