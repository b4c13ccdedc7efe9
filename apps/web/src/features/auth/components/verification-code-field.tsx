import type { UseFormRegisterReturn } from 'react-hook-form';
import { normaliseVerificationCodeInput } from '@naijabid/shared/schemas/auth';
import { FormField } from '../../../components/form-field';

/**
 * The field for a 6-digit code from a mail or an SMS, in a react-hook-form form. It keeps the
 * digits, then cuts to six, so a pasted "263 052" keeps all six; it sets no `maxLength`,
 * which would make the browser cut the pasted text at six characters, space included, first.
 */
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
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
      {...registration}
      onChange={(event) => {
        event.target.value = normaliseVerificationCodeInput(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}
