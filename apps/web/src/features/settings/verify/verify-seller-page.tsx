import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { BVN_LENGTH } from '@naijabid/shared/constants';
import { settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { NUBAN_LENGTH } from '@naijabid/shared/nuban';
import { sellerVerificationLabels as l } from '@naijabid/shared/messages/seller-verification';
import {
  startSellerVerificationSchema,
  type SellerVerification,
  type StartSellerVerification,
} from '@naijabid/shared/schemas/seller-verification';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DigitsField } from '../../../components/digits-field';
import { FormField } from '../../../components/form-field';
import { VerifiedSellerBadge } from '../../../components/verified-seller-badge';
import { useCurrentUser } from '../../../lib/account/get-current-user';
import { useBanks } from '../../../lib/api/list-banks';
import { readAccessToken } from '../../../lib/token-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { startSellerVerification, useSellerVerification } from '../api/seller-verification';
import { showFailure } from '../components/field-errors';
import { SettingsCard } from '../components/settings-card';

const decidedOn = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

function StatusLine({ verification }: { verification: SellerVerification }) {
  const text = {
    unverified: l.status.unverified,
    pending: l.status.pending,
    verified: l.status.verified(
      verification.name ?? '',
      verification.decidedAt ? decidedOn.format(new Date(verification.decidedAt)) : '',
    ),
    failed: l.status.failed(verification.reason ?? ''),
    revoked: l.status.revoked,
  }[verification.status];
  return (
    <div className="mt-3" role="status" data-testid="verification-status">
      <VerifiedSellerBadge verified={verification.status === 'verified'} className="mb-2" />
      <p className={verification.status === 'failed' ? 'font-semibold text-red-800' : 'font-semibold text-slate-900'}>
        {text}
      </p>
      {verification.maskedBvn && <p className="mt-1 text-sm text-slate-600">{l.maskedBvn(verification.maskedBvn)}</p>}
    </div>
  );
}

/** What the form keeps of an attempt for the next one: all but the BVN and the consent, given for one check. */
type KeptFields = Omit<StartSellerVerification, 'bvn' | 'consent'>;

function VerifyForm({ kept, onSent }: { kept: KeptFields; onSent: (fields: KeptFields) => void }) {
  const id = useId();
  const banks = useBanks(true).data;
  const form = useForm<StartSellerVerification>({
    resolver: zodResolver(startSellerVerificationSchema),
    defaultValues: { ...kept, bvn: '', consent: false },
  });
  const { errors } = form.formState;
  // A bank chosen before the list arrived is shown once its option exists.
  useEffect(() => {
    if (banks) form.setValue('bankCode', form.getValues('bankCode'));
  }, [banks, form]);

  async function onSubmit(request: StartSellerVerification) {
    try {
      const answer = await startSellerVerification(request);
      const { bvn: _bvn, consent: _consent, ...fields } = request;
      onSent(fields);
      // The BVN leaves the page with the request: nothing keeps it afterwards.
      form.reset({ ...fields, bvn: '', consent: false });
      toast.success(answer.message);
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="mt-4 grid gap-3 sm:max-w-md"
    >
      <DigitsField
        label={l.bvn}
        digits={BVN_LENGTH}
        autoComplete="off"
        hint={l.bvnHint}
        error={errors.bvn?.message}
        {...form.register('bvn')}
      />
      <div>
        <label htmlFor={`${id}-bank`} className="block text-sm font-medium text-slate-800">
          {l.bank}
        </label>
        <select
          id={`${id}-bank`}
          className={`${inputStyles} mt-1`}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${id}-bank-error` : undefined}
          {...form.register('bankCode')}
        >
          <option value="">{l.chooseBank}</option>
          {banks?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {errors.bankCode && (
          <p id={`${id}-bank-error`} className="mt-1 text-sm text-red-700">
            {errors.bankCode.message}
          </p>
        )}
      </div>
      <DigitsField
        label={l.accountNumber}
        digits={NUBAN_LENGTH}
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={l.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label={l.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label={l.middleName}
        autoComplete="additional-name"
        error={errors.middleName?.message}
        {...form.register('middleName')}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            {...form.register('consent')}
          />
          <span>{l.consent}</span>
        </label>
        {errors.consent && (
          <p id={`${id}-consent-error`} className="mt-1 text-sm text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? l.submitting : l.submit}
        </button>
      </div>
    </form>
  );
}

function VerifySection() {
  const [pending, setPending] = useState(false);
  // The last attempt's fields outlive the form, which is gone while the bank checks them:
  // a failed attempt comes back with them filled in, the BVN to type again.
  const [lastAttempt, setLastAttempt] = useState<KeptFields>();
  const { data: verification } = useSellerVerification(pending);
  const user = useCurrentUser(true).data?.user;
  const nowPending = verification?.status === 'pending';
  if (nowPending !== pending) setPending(nowPending);
  const mayVerify = verification && ['unverified', 'failed', 'revoked'].includes(verification.status);
  return (
    <SettingsCard title={l.title}>
      <p className="mt-1 text-sm text-slate-700">{l.intro}</p>
      {verification && <StatusLine verification={verification} />}
      {mayVerify && user && (
        <VerifyForm
          kept={
            lastAttempt ?? {
              bankCode: '',
              accountNumber: '',
              // The account's names, which the bank's must match: most sellers only check them.
              firstName: user.firstName,
              middleName: '',
              lastName: user.lastName,
            }
          }
          onSent={setLastAttempt}
        />
      )}
    </SettingsCard>
  );
}

/** `/settings/verify`: verify as a seller with a BVN and a bank account (docs/product.md#verified-sellers). */
export default function VerifySellerPage() {
  useDocumentTitle(l.title);
  const [signedIn] = useState(() => readAccessToken() !== null);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <section aria-labelledby="verify-title" className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link to="/settings" className="text-sm font-semibold text-emerald-800 underline">
        {settingsPageLabels.title}
      </Link>
      <h1 id="verify-title" className="mt-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {l.title}
      </h1>
      <div className="mt-5 grid gap-4">
        <VerifySection />
      </div>
    </section>
  );
}
