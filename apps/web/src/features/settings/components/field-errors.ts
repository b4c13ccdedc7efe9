import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';

/** Puts the server's field messages under their fields; anything else is a toast. */
export function showFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): void {
  const fields = error instanceof ApiError ? Object.entries(error.fieldErrors ?? {}) : [];
  const known = fields.filter(([field]) => field in form.getValues());
  if (known.length === 0) {
    toast.error(apiErrorText(error));
    return;
  }
  for (const [field, message] of known) form.setError(field as Path<T>, { message }, { shouldFocus: true });
}
