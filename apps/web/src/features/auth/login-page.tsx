import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { toastMessages } from '@naijabid/shared/messages';
import { loginRequestSchema, type LoginRequest } from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../components/button-styles';
import { WATCHLIST_API_PATH } from '@naijabid/shared/constants';
import { ApiError, apiRequest } from '../../lib/api-client';
import { signInReturnOf } from '../../lib/sign-in-return';
import { useDocumentTitle } from '../../lib/use-document-title';
import { login } from './api/login';
import { AuthCard } from './components/auth-card';
import { FormField } from '../../components/form-field';
import { GoogleButton } from './components/google-button';
import { OrDivider } from './components/or-divider';
import { VerificationCodeField } from './components/verification-code-field';
import { authFieldLabels as f, loginLabels as m } from '@naijabid/shared/messages/auth';

/**
 * Where to go after login: back to the page that sent the user here (Place Bid and the
 * heart do), if it is a path of this site, else the dashboard (docs/product.md#login-and-verification).
 */
export function afterLoginPath(state: unknown): string {
  return signInReturnOf(state)?.from ?? '/dashboard';
}

/** The heart a visitor tapped before logging in (or signing up) is saved once they have. */
async function saveTheHeart(state: unknown): Promise<void> {
  const auctionId = signInReturnOf(state)?.watch;
  if (!auctionId) return;
  try {
    // The PUT of lib/api/watchlist's setWatching, not an import of it: a module the landing
    // page and a lazy page share becomes a chunk of its own, one more script on the landing
    // page's first load. Nothing of the watchlist is cached yet for a visitor.
    await apiRequest('PUT', `${WATCHLIST_API_PATH}/${encodeURIComponent(auctionId)}`);
  } catch (error) {
    toast.error((error as Error).message);
  }
}

/** docs/product.md#errors: a login refusal that mentions verifying sends the user to verify instead. */
export function isUnverifiedMessage(message: string | undefined): boolean {
  return Boolean(message && message.toLowerCase().includes('verify'));
}

export default function LoginPage() {
  useDocumentTitle(f.logIn);
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = location.state as { email?: string; verified?: boolean } | null;
  const prefilledEmail = arrival?.email ?? '';
  const back = signInReturnOf(location.state);
  const form = useForm<LoginRequest>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: prefilledEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Past the account's limit of failed logins the server wants a code it mailed the owner
  // (docs/product.md#login-and-verification): its sentence, shown until the login succeeds.
  const [codeRequest, setCodeRequest] = useState<string>();
  useEffect(() => {
    if (codeRequest) form.setFocus('unlockCode');
  }, [codeRequest, form]);

  async function onSubmit(values: LoginRequest) {
    try {
      const answer = await login(values);
      toast.success(answer.data.firstSignIn ? toastMessages.firstLoginSuccess : toastMessages.loginSuccess);
      await saveTheHeart(location.state);
      navigate(afterLoginPath(location.state));
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      if (error instanceof ApiError && error.code === 'login_code_required' && serverMessage) {
        setCodeRequest(serverMessage);
        return;
      }
      if (isUnverifiedMessage(serverMessage)) {
        toast.error(toastMessages.accountNotVerifiedTitle, {
          description: toastMessages.accountNotVerifiedDescription,
        });
        navigate(`/verify?email=${encodeURIComponent(values.email)}`, { state: back });
        return;
      }
      if (serverMessage) toast.error(toastMessages.loginFailedTitle, { description: serverMessage });
      else toast.error(toastMessages.loginFailedFallback);
    }
  }

  return (
    <AuthCard
      title={<h1 className="text-2xl font-bold text-slate-900">{arrival?.verified ? m.newAccountTitle : m.title}</h1>}
      subtitle={arrival?.verified ? m.newAccountSubtitle : m.subtitle}
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-6 space-y-4">
        <FormField
          label={f.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label={f.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {codeRequest && (
          <>
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {codeRequest}
            </p>
            <VerificationCodeField
              label={m.unlockCode}
              error={errors.unlockCode?.message}
              registration={form.register('unlockCode')}
            />
          </>
        )}
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-emerald-800 underline">
            {m.forgotPassword}
          </Link>
        </p>
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
          {isSubmitting ? m.submitting : m.submit}
        </button>
      </form>
      <OrDivider />
      <GoogleButton label={m.google} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {m.newHere}{' '}
        <Link to="/register" state={back} className="font-semibold text-emerald-800 underline">
          {m.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
