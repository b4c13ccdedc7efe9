import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { bankAccountMessages, withdrawLabels as m } from '@naijabid/shared/messages/withdrawals';
import { nameMatchesPerson } from '@naijabid/shared/person-name';
import { NUBAN_LENGTH } from '@naijabid/shared/nuban';
import {
  addBankAccountRequestSchema,
  type AddBankAccountRequest,
  type Bank,
  type BankAccount,
} from '@naijabid/shared/schemas/withdrawals';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DigitsField } from '../../../components/digits-field';
import { useCurrentUser } from '../../../lib/account/get-current-user';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { addBankAccount } from '../api/add-bank-account';

type AccountFields = Pick<AddBankAccountRequest, 'bankCode' | 'accountNumber'>;

/**
 * Bank and account number, checked by their check digit here and by the bank's lookup on the
 * server; the name the bank gives is shown for the user to confirm before it is saved, with a
 * warning (never a refusal) when it is not the user's own name.
 */
export function AddBankAccount({
  banks,
  initialBankCode,
  onSaved,
  onCancel,
}: {
  banks: Bank[] | undefined;
  /** The bank chosen for the user: a verified seller's verified account's. */
  initialBankCode?: string | undefined;
  onSaved: (account: BankAccount) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [looked, setLooked] = useState<BankAccount>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<AccountFields>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(addBankAccountRequestSchema),
    defaultValues: { bankCode: initialBankCode ?? '', accountNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const user = useCurrentUser(true).data?.user;
  // A bank chosen before the list arrived is shown once its option exists; the verified
  // account's bank, which may be known only after the form opened, is chosen unless the user chose.
  useEffect(() => {
    if (banks) form.setValue('bankCode', form.getValues('bankCode') || (initialBankCode ?? ''));
  }, [banks, form, initialBankCode]);

  async function lookUp(values: AccountFields) {
    try {
      setLooked(await addBankAccount(values));
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors?.accountNumber) form.setError('accountNumber', { message: fieldErrors.accountNumber });
      else if (fieldErrors?.bankCode) form.setError('bankCode', { message: fieldErrors.bankCode });
      else form.setError('root', { message: apiErrorText(error) });
    }
  }

  async function confirm(account: BankAccount) {
    setSaving(true);
    setSaveError(undefined);
    try {
      onSaved(
        await addBankAccount({ bankCode: account.bankCode, accountNumber: account.accountNumber, confirm: true }),
      );
    } catch (error) {
      setSaveError(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  }

  if (looked) {
    // Until the account is read there is no name to compare: no warning rather than a wrong one.
    const someoneElse = user !== undefined && !nameMatchesPerson(looked.accountName, user);
    return (
      <div
        className={`mt-3 rounded-xl border p-4 ${someoneElse ? 'border-amber-300 bg-amber-50' : 'border-emerald-200 bg-emerald-50'}`}
        aria-live="polite"
      >
        <p className="text-sm text-slate-700">
          {looked.bankName} · {looked.accountNumber}
        </p>
        <p className="mt-1 text-base font-semibold text-slate-900">{looked.accountName}</p>
        <p className="mt-2 text-sm text-slate-700">{bankAccountMessages.confirmName(looked.accountName)}</p>
        {someoneElse && (
          <p className="mt-2 rounded-lg bg-amber-100 p-3 text-sm font-medium text-amber-950">
            {bankAccountMessages.nameDiffers(looked.accountName, `${user.firstName} ${user.lastName}`)}
          </p>
        )}
        {saveError && (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {saveError}
          </p>
        )}
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <button type="button" className={buttonStyles.primary} disabled={saving} onClick={() => confirm(looked)}>
            {saving ? m.saving : m.confirmAccount}
          </button>
          <button type="button" className={buttonStyles.ghost} disabled={saving} onClick={() => setLooked(undefined)}>
            {m.changeAccount}
          </button>
        </div>
      </div>
    );
  }

  const bankError = errors.bankCode?.message;
  const numberError = errors.accountNumber?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(lookUp)} className="mt-3 space-y-3">
      <div>
        <label htmlFor={`${id}-bank`} className="block text-sm font-medium text-slate-800">
          {m.bank}
        </label>
        <select
          id={`${id}-bank`}
          className={`${inputStyles} mt-1`}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${id}-bank-error` : undefined}
          disabled={!banks}
          {...form.register('bankCode')}
        >
          <option value="">{banks ? m.chooseBank : m.loadingBanks}</option>
          {banks?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {bankError && (
          <p id={`${id}-bank-error`} className="mt-1 text-sm text-red-700">
            {bankError}
          </p>
        )}
      </div>
      <DigitsField
        label={m.accountNumber}
        digits={NUBAN_LENGTH}
        autoComplete="off"
        inputClassName={`${inputStyles} mt-1 tracking-wider`}
        error={numberError}
        hint={m.accountNumberHint}
        {...form.register('accountNumber')}
      />
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting || !banks}>
          {isSubmitting ? m.checking : m.checkAccount}
        </button>
        {onCancel && (
          <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
            {m.backToAccounts}
          </button>
        )}
      </div>
    </form>
  );
}
