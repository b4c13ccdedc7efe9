import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { withdrawalMessages, withdrawLabels as m } from '@naijabid/shared/messages/withdrawals';
import { formatNaira } from '@naijabid/shared/money';
import type { BankAccount, RequestWithdrawal } from '@naijabid/shared/schemas/withdrawals';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { requestWithdrawal } from '../api/request-withdrawal';
import { withdrawFormSchema, type WithdrawFormInput } from '../withdraw-form-schema';

/** The last four digits: enough to tell one's accounts apart without showing the whole number. */
export function accountLabel(account: Pick<BankAccount, 'bankName' | 'accountNumber' | 'accountName'>): string {
  return m.accountEnding(account.bankName, account.accountNumber.slice(-4), account.accountName);
}

/**
 * Amount and account, sent with an Idempotency-Key: a retry of the same withdrawal after an
 * unanswered try (a dropped connection) sends the same key, so it is never made twice.
 */
export function WithdrawForm({
  accounts,
  initialAccountId,
  verifiedAccountId,
  onAddAccount,
}: {
  accounts: BankAccount[];
  /** The account just added, or else the verified one, chosen for the user. */
  initialAccountId?: string | undefined;
  /** The saved account a verified seller verified with, marked in the list. */
  verifiedAccountId?: string | undefined;
  onAddAccount: () => void;
}) {
  const id = useId();
  const limits = useWithdrawalLimits();
  const limitsRef = useRef(limits);
  useEffect(() => {
    limitsRef.current = limits;
  }, [limits]);
  const unanswered = useRef<{ body: RequestWithdrawal; key: string }>(undefined);
  const form = useForm<WithdrawFormInput, unknown, RequestWithdrawal>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: (values, context, options) =>
      zodResolver(withdrawFormSchema(limitsRef.current))(values, context, options),
    defaultValues: { bankAccountId: initialAccountId ?? accounts[0]?.id ?? '', amount: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const amountError = errors.amount?.message;

  async function onSubmit(body: RequestWithdrawal) {
    const previous = unanswered.current;
    const sending =
      previous && previous.body.amount === body.amount && previous.body.bankAccountId === body.bankAccountId
        ? previous
        : { body, key: newIdempotencyKey() };
    unanswered.current = sending;
    try {
      await requestWithdrawal(sending.body, sending.key);
      unanswered.current = undefined;
      toast.success(withdrawalMessages.requested);
      form.reset({ bankAccountId: body.bankAccountId, amount: '' });
    } catch (error) {
      // A refusal was the server's final word on that withdrawal; without an answer, or on a
      // server failure, it may have been recorded, so the next try keeps the key.
      if (error instanceof ApiError && error.status !== undefined && error.status < 500) unanswered.current = undefined;
      const fieldMessage = error instanceof ApiError ? error.fieldErrors?.amount : undefined;
      if (fieldMessage) form.setError('amount', { message: fieldMessage }, { shouldFocus: true });
      else form.setError('root', { message: apiErrorText(error) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="mt-3 space-y-3">
      <div>
        <label htmlFor={`${id}-account`} className="block text-sm font-medium text-slate-800">
          {m.withdrawTo}
        </label>
        <select id={`${id}-account`} className={`${inputStyles} mt-1`} {...form.register('bankAccountId')}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.id === verifiedAccountId
                ? `${accountLabel(account)} · ${m.verifiedAccountMark}`
                : accountLabel(account)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="mt-1 text-sm font-medium text-emerald-800 underline underline-offset-2"
          onClick={onAddAccount}
        >
          {m.addAccount}
        </button>
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-800">
          {m.amount}
        </label>
        <div className="relative mt-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
          >
            ₦
          </span>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={m.amountPlaceholder}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${id}-amount-error ${id}-amount-hint` : `${id}-amount-hint`}
            className={`${inputStyles} pl-8`}
            {...form.register('amount')}
          />
        </div>
        {amountError && (
          <p id={`${id}-amount-error`} className="mt-1 text-sm text-red-700">
            {amountError}
          </p>
        )}
        <p id={`${id}-amount-hint`} className="mt-1 text-sm text-slate-600">
          {withdrawalMessages.limits(formatNaira(limits.min), formatNaira(limits.max))}
        </p>
      </div>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={isSubmitting}>
        {isSubmitting ? m.withdrawing : m.withdraw}
      </button>
    </form>
  );
}
