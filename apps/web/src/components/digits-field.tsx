import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { keepDigits } from '@naijabid/shared/digits-input';
import { inputStyles } from './button-styles';

interface DigitsFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'pattern' | 'maxLength'
> {
  label: string;
  /** How many digits the field holds: a 6-digit code, an 11-digit BVN, a 10-digit account number. */
  digits: number;
  error?: string | undefined;
  hint?: string | undefined;
  /** Replaces the input's usual look (a code shown large and spaced, say). */
  inputClassName?: string;
}

/**
 * The app's one field for digits (codes, BVNs, account numbers), labelled, with its error and
 * hint tied to it. It keeps the digits of what is typed or pasted first and cuts to `digits`
 * after, so a pasted "961 339" or "0001 2345 678" keeps every digit; it sets no `maxLength`,
 * with which the browser would cut the pasted text, spaces included, before the spaces go.
 * src/components/__tests__/digits-field.test.tsx refuses a numeric input anywhere else.
 */
export const DigitsField = forwardRef<HTMLInputElement, DigitsFieldProps>(function DigitsField(
  { label, digits, error, hint, id, inputClassName, onChange, ...input },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClassName ?? `${inputStyles} mt-1`}
        {...input}
        onChange={(event) => {
          event.target.value = keepDigits(event.target.value, digits);
          onChange?.(event);
        }}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
});
