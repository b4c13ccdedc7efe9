import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { settingsPageLabels as m } from '@naijabid/shared/messages/account-settings';
import { changePasswordFormSchema, type ChangePasswordForm } from '@naijabid/shared/schemas/account-settings';
import { buttonStyles } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { changePassword } from '../api/account';
import { showFailure } from './field-errors';
import { SettingsCard } from './settings-card';

/** Current and new password, with the sign-up rules; the other devices are logged out. */
export function PasswordSection() {
  const form = useForm<ChangePasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ currentPassword, password }: ChangePasswordForm) {
    try {
      const answer = await changePassword({ currentPassword, password });
      toast.success(answer.message);
      form.reset();
    } catch (error) {
      showFailure(form, error);
    }
  }

  return (
    <SettingsCard title={m.passwordHeading}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mt-4 grid gap-3 sm:max-w-sm">
        <FormField
          label={m.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <FormField
          label={m.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label={m.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
            {m.changePassword}
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
