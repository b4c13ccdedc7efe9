import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { toastMessages } from '@naijabid/shared/messages';
import {
  googleSignInFailures,
  googleSignInLabels as g,
  googleSignInMessages,
} from '@naijabid/shared/messages/google-sign-in';
import { googleLinkCodeFormSchema, googleLinkPasswordFormSchema } from '@naijabid/shared/schemas/google-sign-in';
import { buttonStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { continueGoogleSignIn, linkGoogle, sendGoogleLinkCode } from './api/google-sign-in';
import { AuthCard } from './components/auth-card';
import { FormField } from '../../components/form-field';
import { VerificationCodeField } from './components/verification-code-field';

type Step = { kind: 'signing_in' } | { kind: 'link'; email: string } | { kind: 'failed'; message: string };

function failureMessage(reason: string | null): string {
  return reason && Object.hasOwn(googleSignInFailures, reason)
    ? googleSignInFailures[reason as keyof typeof googleSignInFailures]
    : googleSignInFailures.failed;
}

/** Proves an existing account with its password or a mailed code, then links Google and signs in. */
function LinkStep({ ticket, email }: { ticket: string; email: string }) {
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const passwordForm = useForm<{ password: string }>({
    resolver: zodResolver(googleLinkPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const codeForm = useForm<{ code: string }>({
    resolver: zodResolver(googleLinkCodeFormSchema),
    defaultValues: { code: '' },
  });

  async function link(proof: { password: string } | { code: string }, onFieldError: (message: string) => void) {
    try {
      await linkGoogle({ ticket, ...proof });
      toast.success(googleSignInMessages.linked);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? Object.values(error.fieldErrors ?? {})[0] : undefined;
      if (fieldMessage) onFieldError(fieldMessage);
      else toast.error(apiErrorText(error));
    }
  }

  async function sendCode() {
    setSending(true);
    try {
      await sendGoogleLinkCode(ticket);
      toast.success(googleSignInMessages.linkCodeSent);
      setCodeSent(true);
    } catch (error) {
      toast.error(apiErrorText(error));
      // Too soon after the last one: that code still works, so it can be typed in.
      if (error instanceof ApiError && error.status === 429) setCodeSent(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <p className="mt-2 text-slate-700">
        {g.linkIntro}
        <strong className="break-all">{email}</strong>. {g.linkExplain}
      </p>
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={passwordForm.handleSubmit((values) =>
          link(values, (message) => passwordForm.setError('password', { message })),
        )}
      >
        <FormField
          label={g.password}
          type="password"
          autoComplete="current-password"
          error={passwordForm.formState.errors.password?.message}
          {...passwordForm.register('password')}
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full`}
          disabled={passwordForm.formState.isSubmitting}
        >
          {passwordForm.formState.isSubmitting ? g.linking : g.linkWithPassword}
        </button>
      </form>
      <h2 className="mt-8 text-base font-semibold text-slate-900">{g.orCode}</h2>
      {!codeSent ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-3 w-full`}
          disabled={sending}
          onClick={() => void sendCode()}
        >
          {sending ? g.sending : g.sendCode}
        </button>
      ) : (
        <form
          noValidate
          className="mt-3 space-y-4"
          onSubmit={codeForm.handleSubmit((values) =>
            link(values, (message) => codeForm.setError('code', { message })),
          )}
        >
          <VerificationCodeField
            label={g.code}
            error={codeForm.formState.errors.code?.message}
            registration={codeForm.register('code')}
          />
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={codeForm.formState.isSubmitting}>
            {codeForm.formState.isSubmitting ? g.linking : g.linkWithCode}
          </button>
        </form>
      )}
    </>
  );
}

/**
 * Where the API's Google callback sends the browser (docs/product.md#google-sign-in): with
 * `#ticket=`, exchanged once by a POST for a session or a linking step, or with `?error=`.
 */
export default function GoogleSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read once: the ticket is taken out of the address bar below, and works only once.
  const [ticket] = useState(() => new URLSearchParams(location.hash.slice(1)).get('ticket'));
  const [step, setStep] = useState<Step>(() =>
    ticket ? { kind: 'signing_in' } : { kind: 'failed', message: failureMessage(params.get('error')) },
  );
  const exchanged = useRef(false);
  useDocumentTitle(step.kind === 'link' ? g.linkTitle : g.failedTitle);

  useEffect(() => {
    if (!ticket || exchanged.current) return;
    exchanged.current = true;
    void navigate({ pathname: location.pathname }, { replace: true });
    continueGoogleSignIn(ticket).then(
      ({ data }) => {
        if (data.status === 'link_required') return setStep({ kind: 'link', email: data.email });
        toast.success(data.session.firstSignIn ? toastMessages.firstLoginSuccess : toastMessages.loginSuccess);
        void navigate('/dashboard', { replace: true });
      },
      (error: unknown) => setStep({ kind: 'failed', message: apiErrorText(error) }),
    );
  }, [ticket, navigate, location.pathname]);

  return (
    <AuthCard
      title={
        <h1 className="text-2xl font-bold text-slate-900">
          {step.kind === 'link' ? g.linkTitle : step.kind === 'signing_in' ? g.signingIn : g.failedTitle}
        </h1>
      }
    >
      {step.kind === 'link' && ticket && <LinkStep ticket={ticket} email={step.email} />}
      {step.kind === 'failed' && (
        <>
          <p role="alert" className="mt-3 text-slate-800">
            {step.message}
          </p>
          <Link to="/login" className={`${buttonStyles.primary} mt-6 w-full`}>
            {g.backToLogin}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
