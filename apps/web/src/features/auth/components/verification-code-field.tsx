import type { UseFormRegisterReturn } from 'react-hook-form';
import { VERIFICATION_CODE_LENGTH } from '@naijabid/shared/constants';
import { DigitsField } from '../../../components/digits-field';

/** The field for a 6-digit code from a mail or an SMS, in a react-hook-form form. */
export function VerificationCodeField({
  label,
  error,
  registration,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <DigitsField
      label={label}
      digits={VERIFICATION_CODE_LENGTH}
      autoComplete="one-time-code"
      error={error}
      {...registration}
    />
  );
}
