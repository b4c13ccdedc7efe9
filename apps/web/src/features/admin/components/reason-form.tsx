import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { operatorActionLabels as m } from '@naijabid/shared/messages/admin';
import { operatorReasonSchema } from '@naijabid/shared/schemas/admin';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';

export interface OperatorAction {
  label: string;
  /** Runs the action with the typed reason; answers the server's sentence. */
  run: (reason: string) => Promise<string | undefined>;
  tone?: 'primary' | 'secondary';
}

/**
 * The reason box every operator action needs (the audit log keeps it) and the action
 * buttons; `children` adds fields of its own above the reason. Checked with the shared
 * schema before sending, so the message is the server's own.
 */
export function ReasonForm({ actions, children }: { actions: OperatorAction[]; children?: ReactNode }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(action: OperatorAction) {
    const checked = operatorReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(undefined);
    setBusy(true);
    try {
      toast.success(await action.run(checked.data));
      setReason('');
    } catch (failure) {
      toast.error(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      {children}
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-900">
          {m.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          className={`${inputStyles} mt-1`}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
          {error ?? m.reasonHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            disabled={busy}
            className={`${buttonStyles[action.tone ?? 'primary']} min-h-11`}
            onClick={() => void submit(action)}
          >
            {busy ? m.working : action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
