import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '@naijabid/shared/constants';
import { toastMessages } from '@naijabid/shared/messages';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { DigitsField } from '../../components/digits-field';
import { ApiError } from '../../lib/api-client';
import { signInReturnOf } from '../../lib/sign-in-return';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resendCode } from './api/resend-code';
import { verifyAccount } from './api/verify-account';
import { AuthCard } from './components/auth-card';
import { EmailAddress } from './components/email-address';
import { useCooldown } from './use-cooldown';
import { verifyLabels as m } from '@naijabid/shared/messages/auth';

function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function VerifyForm({ email }: { email: string }) {
  const navigate = useNavigate();
  // Where a visitor was going before sign-up (the item they hearted) goes on to login.
  const back = signInReturnOf(useLocation().state);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown();
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const complete = code.length === VERIFICATION_CODE_LENGTH;

  async function verify(verificationCode: string) {
    if (verifying) return;
    setVerifying(true);
    try {
      await verifyAccount({ email, verificationCode });
      toast.success(toastMessages.verifySuccess);
      navigate('/login', { state: { ...back, email, verified: true } });
    } catch (error) {
      toast.error(serverMessageOf(error) ?? toastMessages.verifyFailedFallback);
      setVerifying(false);
      inputRef.current?.select();
    }
  }

  /** `next` holds digits only: the field keeps them first and cuts to six after. */
  function onCodeChange(next: string) {
    setCode(next);
    // docs/product.md#login-and-verification: the sixth digit submits the code on its own.
    if (next.length === VERIFICATION_CODE_LENGTH && next !== code) void verify(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (complete) void verify(code);
  }

  function startCooldown(seconds: number) {
    cooldown.start(seconds);
    setAnnouncement(m.cooldownStarted(seconds));
  }

  async function resend() {
    setResending(true);
    try {
      await resendCode({ email });
      toast.success(toastMessages.resendSuccess);
      startCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? toastMessages.resendFailedFallback);
      // The server says how long to wait when a code went out less than a minute ago.
      const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      if (retryAfter) startCooldown(retryAfter);
    } finally {
      setResending(false);
    }
  }

  const resendLabel = resending ? m.sending : cooldown.secondsLeft > 0 ? m.resendIn(cooldown.secondsLeft) : m.resend;

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <DigitsField
          ref={inputRef}
          id="verification-code"
          name="verificationCode"
          label={m.code}
          digits={VERIFICATION_CODE_LENGTH}
          hint={m.codeHint(VERIFICATION_CODE_LENGTH)}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoComplete="one-time-code"
          autoFocus
          inputClassName={`${inputStyles} mt-1 text-center font-mono text-2xl tracking-[0.5em]`}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={!complete || verifying}>
          {verifying ? m.verifying : m.verify}
        </button>
      </form>
      <div className="mt-4 text-center">
        <button
          type="button"
          className={`${buttonStyles.ghost} w-full`}
          onClick={() => void resend()}
          disabled={resending || cooldown.secondsLeft > 0}
        >
          {resendLabel}
        </button>
        {/* Announced once when the cooldown starts, not every second. */}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/register" state={back} className="font-semibold text-emerald-800 underline">
          {m.backToSignUp}
        </Link>
        <Link to="/contact" className="font-semibold text-emerald-800 underline">
          {m.contactSupport}
        </Link>
      </div>
    </>
  );
}

/** Account verification (docs/product.md#login-and-verification); without an email in the address it sends to sign-up. */
export default function VerifyPage() {
  useDocumentTitle(m.title);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to="/register" replace />;
  return (
    <AuthCard
      title={<h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>}
      subtitle={
        <>
          {m.codeSentTo(VERIFICATION_CODE_LENGTH)}
          <EmailAddress email={email} />
        </>
      }
    >
      <VerifyForm email={email} />
    </AuthCard>
  );
}
