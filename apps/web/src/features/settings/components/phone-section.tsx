import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { settingsPageLabels as m } from '@naijabid/shared/messages/account-settings';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import {
  phoneCodeRequestSchema,
  verifyPhoneRequestSchema,
  type PhoneCodeRequest,
  type PhoneStatus,
  type VerifyPhoneRequest,
} from '@naijabid/shared/schemas/account-settings';
import { buttonStyles } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { VerificationCodeField } from '../../auth/components/verification-code-field';
import { useCooldown } from '../../auth/use-cooldown';
import { usePhoneStatus } from '../../../lib/api/get-phone-status';
import { sendPhoneCode, verifyPhoneCode } from '../api/phone';
import { showFailure } from './field-errors';
import { SettingsCard } from './settings-card';

function CodeForm({ onResend, resendIn }: { onResend: () => void; resendIn: number }) {
  const form = useForm<VerifyPhoneRequest>({
    resolver: zodResolver(verifyPhoneRequestSchema),
    defaultValues: { code: '' },
  });

  async function onSubmit(request: VerifyPhoneRequest) {
    try {
      const answer = await verifyPhoneCode(request);
      toast.success(answer.message);
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 grid gap-3 sm:max-w-sm">
      <VerificationCodeField
        label={m.codeLabel}
        error={form.formState.errors.code?.message}
        registration={form.register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
          {m.verifyCode}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={resendIn > 0} onClick={onResend}>
          {resendIn > 0 ? m.resendIn(resendIn) : m.sendCode}
        </button>
      </div>
    </form>
  );
}

function NumberForm({ status, cooldown }: { status: PhoneStatus; cooldown: ReturnType<typeof useCooldown> }) {
  const form = useForm<PhoneCodeRequest, unknown, { phone: string }>({
    resolver: zodResolver(phoneCodeRequestSchema),
    defaultValues: { phone: status.pendingNumber ? formatNigerianMobile(status.pendingNumber) : '' },
  });

  async function send(request: { phone: string }) {
    try {
      const answer = await sendPhoneCode(request);
      toast.success(answer.message);
      cooldown.start(answer.data.resendAfterSeconds);
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(send)} className="mt-4 grid gap-3 sm:max-w-sm">
        <FormField
          label={m.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="0803 123 4567"
          error={form.formState.errors.phone?.message}
          {...form.register('phone')}
        />
        {!status.pendingNumber && (
          <div>
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={form.formState.isSubmitting || cooldown.secondsLeft > 0}
            >
              {cooldown.secondsLeft > 0 ? m.resendIn(cooldown.secondsLeft) : m.sendCode}
            </button>
          </div>
        )}
      </form>
      {status.pendingNumber && (
        <CodeForm resendIn={cooldown.secondsLeft} onResend={() => void form.handleSubmit(send)()} />
      )}
    </>
  );
}

/** Add a number, type the SMS code, see it verified (docs/product.md#account-settings). */
export function PhoneSection() {
  const { data: status, error, refetch } = usePhoneStatus();
  const cooldown = useCooldown();
  // A code sent before this page opened still holds the button back: each new answer restarts the count.
  const [countedStatus, setCountedStatus] = useState<PhoneStatus | undefined>();
  if (status && status !== countedStatus) {
    setCountedStatus(status);
    if (status.resendAfterSeconds > 0) cooldown.start(status.resendAfterSeconds);
  }

  return (
    <SettingsCard title={m.phoneHeading}>
      <p className="mt-1 text-sm text-slate-700">{m.phoneWhy}</p>
      {status && (
        <p className="mt-3 font-semibold text-slate-900" data-testid="phone-state">
          {status.verifiedNumber ? m.phoneVerified(formatNigerianMobile(status.verifiedNumber)) : m.phoneNone}
        </p>
      )}
      {error && !status && (
        <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={refetch}>
          {error.message}
        </button>
      )}
      {status && <NumberForm key={status.pendingNumber ?? 'none'} status={status} cooldown={cooldown} />}
    </SettingsCard>
  );
}
