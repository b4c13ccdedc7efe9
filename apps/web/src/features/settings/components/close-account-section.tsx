import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { settingsPageLabels as m } from '@naijabid/shared/messages/account-settings';
import { closeAccountRequestSchema, type CloseAccountRequest } from '@naijabid/shared/schemas/account-settings';
import { buttonStyles } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { clearAccessToken } from '../../../lib/token-storage';
import { closeAccount } from '../api/account';
import { showFailure } from './field-errors';
import { SettingsCard } from './settings-card';

const dangerButton =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';

function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<CloseAccountRequest>({
    resolver: zodResolver(closeAccountRequestSchema),
    defaultValues: { password: '' },
  });

  async function onSubmit(request: CloseAccountRequest) {
    setRefusal(undefined);
    try {
      const answer = await closeAccount(request);
      // Every session of the account has ended, this one's too.
      clearAccessToken();
      toast.success(answer.message);
      navigate('/', { replace: true });
    } catch (error) {
      // Money held or orders open: said in the dialog, where the user is looking.
      if (error instanceof ApiError && error.code === 'account_not_closable') setRefusal(error.serverMessage);
      else showFailure(form, error);
    }
  }

  return (
    <Modal title={m.closeConfirmTitle} onClose={onClose} narrow>
      {(close) => (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 grid gap-4">
          <p className="text-sm text-slate-700">{m.closeConfirmText}</p>
          <FormField
            label={m.closePassword}
            type="password"
            autoComplete="current-password"
            autoFocus
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          {refusal && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {refusal}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={close}>
              {m.cancel}
            </button>
            <button type="submit" className={dangerButton} disabled={form.formState.isSubmitting}>
              {m.closeConfirm}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Closing the account, behind a dialog that asks for the password (docs/product.md#account-settings). */
export function CloseAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsCard title={m.closeHeading}>
      <p className="mt-1 text-sm text-slate-700">{m.closeWhy}</p>
      <button type="button" className={`${dangerButton} mt-3`} onClick={() => setConfirming(true)}>
        {m.closeButton}
      </button>
      {confirming && <CloseAccountDialog onClose={() => setConfirming(false)} />}
    </SettingsCard>
  );
}
