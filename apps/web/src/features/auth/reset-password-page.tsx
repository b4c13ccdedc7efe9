import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PASSWORD_RESET_CODE_TTL_SECONDS, VERIFICATION_CODE_LENGTH } from '@naijabid/shared/constants';
import { toastMessages } from '@naijabid/shared/messages';
import {
  normaliseVerificationCodeInput,
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { clearAccessToken } from '../../lib/token-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { FormField } from '../../components/form-field';
import { VerificationCodeField } from './components/verification-code-field';
import { resetPasswordLabels as m } from '@naijabid/shared/messages/auth';

function ResetPasswordFormCard({ email, mailedCode }: { email: string; mailedCode: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    mode: 'onChange',
    reValidateMode: 'onChange',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: normaliseVerificationCodeInput(mailedCode), password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // As on sign-up: a confirmation already typed is checked again when the password changes.
  const registerPassword = form.register('password', {
    onChange: () => {
      if (form.getValues('confirmPassword') !== '') void form.trigger('confirmPassword');
    },
  });

  async function onSubmit({ code, password }: ResetPasswordForm) {
    try {
      await resetPassword({ email, code, password });
      // Every session of the account has ended, this device's too: its token is dead.
      clearAccessToken();
      toast.success(toastMessages.passwordReset);
      navigate('/login', { state: { email } });
    } catch (error) {
      toast.error((error instanceof ApiError && error.serverMessage) || toastMessages.resetPasswordFailedFallback);
    }
  }

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4">
        <VerificationCodeField label={m.code} error={errors.code?.message} registration={form.register('code')} />
        <FormField
          label={m.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...registerPassword}
        />
        <FormField
          label={m.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? m.saving : m.save}
        </button>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/login" className="font-semibold text-emerald-800 underline">
          {m.backToLogin}
        </Link>
        <Link
          to={`/forgot-password?${new URLSearchParams({ email }).toString()}`}
          className="font-semibold text-emerald-800 underline"
        >
          {m.newCode}
        </Link>
      </div>
    </>
  );
}

/**
 * Sets a new password with the mailed code (docs/product.md#accounts). The mail's link fills
 * in the address and code; without an address it sends to forgot-password.
 */
export default function ResetPasswordPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to="/forgot-password" replace />;
  return (
    <AuthCard
      title={<h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>}
      subtitle={
        <>
          {m.subtitle(VERIFICATION_CODE_LENGTH, PASSWORD_RESET_CODE_TTL_SECONDS / 60)}{' '}
          <strong className="break-all">{email}</strong>.
        </>
      }
    >
      <ResetPasswordFormCard email={email} mailedCode={params.get('code') ?? ''} />
    </AuthCard>
  );
}
