import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { serverMessages, toastMessages } from '@naijabid/shared/messages';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgotPassword } from './api/forgot-password';
import { AuthCard } from './components/auth-card';
import { FormField } from '../../components/form-field';
import { authFieldLabels as f, forgotPasswordLabels as m } from '@naijabid/shared/messages/auth';

export function resetPasswordPath(email: string): string {
  return `/reset-password?${new URLSearchParams({ email }).toString()}`;
}

/** Asks for a reset code (docs/product.md#accounts); the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<ForgotPasswordRequest>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ForgotPasswordRequest) {
    try {
      await forgotPassword(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error((error instanceof ApiError && error.serverMessage) || toastMessages.forgotPasswordFailedFallback);
    }
  }

  return (
    <AuthCard title={<h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>} subtitle={m.subtitle}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4">
        <FormField
          label={f.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? m.sending : m.send}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {sentTo && (
          <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
            <p>{serverMessages.resetCodeSent}</p>
            <Link to={resetPasswordPath(sentTo)} className={`${buttonStyles.secondary} mt-3 w-full`}>
              {m.haveCode}
            </Link>
          </div>
        )}
      </div>
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-emerald-800 underline">
          {m.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
