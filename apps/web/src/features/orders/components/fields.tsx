import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { inputStyles } from '../../../components/button-styles';

function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Ties the error (or the hint) to its field for screen readers. */
function described(id: string, error: string | undefined, hint: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error: string | undefined;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, ...input },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input ref={ref} id={id} {...described(id, error, hint)} className={`${inputStyles} mt-1`} {...input} />
    </FieldFrame>
  );
});

interface TextAreaFieldProps extends InputHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error: string | undefined;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, ...textarea },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        {...described(id, error, hint)}
        className={`${inputStyles} mt-1`}
        {...textarea}
      />
    </FieldFrame>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error: string | undefined;
  hint?: string | undefined;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, children, ...select },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select ref={ref} id={id} {...described(id, error, hint)} className={`${inputStyles} mt-1`} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
});

/** A label and its value in a list of amounts or facts; a long value (a deadline) wraps, its short label does not. */
export function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1.5 ${strong ? 'text-base' : 'text-sm'}`}>
      <dt className={`min-w-0 ${strong ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{label}</dt>
      <dd className="text-right font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
