import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { walletMessages } from '@naijabid/shared/messages';
import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { formatNaira, formatNairaForField } from '@naijabid/shared/money';
import type { StartDepositRequest } from '@naijabid/shared/schemas/pay-requests';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDepositLimits } from '../../../lib/api/get-deposit-limits';
import type { StartedDeposit } from '@naijabid/shared/schemas/wallet';
import { startDeposit } from '../../../lib/api/start-deposit';
import { depositFormSchema, type DepositFormInput } from '../deposit-form-schema';

/** One-tap amounts for phones, in kobo: common top-ups; those outside the server's limits are not offered. */
const QUICK_AMOUNTS_KOBO = [5_000_00, 10_000_00, 20_000_00, 50_000_00] as const;

export function DepositForm({ onStarted }: { onStarted: (deposit: StartedDeposit) => void }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [leaving, setLeaving] = useState(false);
  const limits = useDepositLimits();
  // react-hook-form keeps the resolver it started with; this one reads the newest limits.
  const limitsRef = useRef(limits);
  useEffect(() => {
    limitsRef.current = limits;
  }, [limits]);
  const form = useForm<DepositFormInput, unknown, StartDepositRequest>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: (values, context, options) => zodResolver(depositFormSchema(limitsRef.current))(values, context, options),
    defaultValues: { amount: '' },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const amountError = errors.amount?.message;

  async function onSubmit(values: StartDepositRequest) {
    try {
      const deposit = await startDeposit(values);
      setLeaving(true);
      onStarted(deposit);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldErrors?.amount : undefined;
      if (fieldMessage) form.setError('amount', { message: fieldMessage }, { shouldFocus: true });
      else form.setError('root', { message: apiErrorText(error) });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={m.payByCard}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
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
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={m.amountPlaceholder}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${errorId} ${hintId}` : hintId}
          className={`${inputStyles} pl-8`}
          {...form.register('amount')}
        />
      </div>
      {amountError && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {amountError}
        </p>
      )}
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {walletMessages.depositLimits(formatNaira(limits.min), formatNaira(limits.max))}
      </p>
      <div
        role="group"
        aria-label={m.quickAmounts}
        className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-2"
      >
        {QUICK_AMOUNTS_KOBO.filter((amountKobo) => amountKobo >= limits.min && amountKobo <= limits.max).map(
          (amountKobo) => (
            <button
              key={amountKobo}
              type="button"
              className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
              onClick={() => form.setValue('amount', formatNairaForField(amountKobo), { shouldValidate: isSubmitted })}
            >
              {formatNaira(amountKobo)}
            </button>
          ),
        )}
      </div>
      {errors.root?.message && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <button
        type="submit"
        className={`${buttonStyles.primary} mt-4 w-full sm:w-auto`}
        disabled={isSubmitting || leaving}
      >
        {isSubmitting || leaving ? walletMessages.redirectingToPayment : m.deposit}
      </button>
    </form>
  );
}
