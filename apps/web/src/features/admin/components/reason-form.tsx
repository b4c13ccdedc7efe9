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
  /**
   * For an action that moves money: what will move, said in a second step that must be
   * confirmed before `run`. Undefined (the fields do not say an amount yet) runs at once,
   * and the server's refusal is shown.
   */
  confirmation?: () => string | undefined;
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
  const [confirming, setConfirming] = useState<{ action: OperatorAction; text: string }>();

  function submit(action: OperatorAction) {
    const checked = operatorReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(undefined);
    const text = action.confirmation?.();
    if (text) setConfirming({ action, text });
    else void run(action, checked.data);
  }

  async function run(action: OperatorAction, checkedReason: string) {
    setConfirming(undefined);
    setBusy(true);
    try {
      toast.success(await action.run(checkedReason));
      setReason('');
    } catch (failure) {
      toast.error(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (confirming)
    return (
      <div role="alertdialog" aria-labelledby={`${id}-confirm-title`} aria-describedby={`${id}-confirm-text`}>
        <p id={`${id}-confirm-title`} className="font-bold text-slate-900">
          {m.confirmTitle}
        </p>
        <p id={`${id}-confirm-text`} className="mt-1 rounded-lg bg-amber-50 p-3 text-amber-950">
          {confirming.text}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={`${buttonStyles.primary} min-h-11`}
            onClick={() => void run(confirming.action, reason.trim())}
          >
            {m.confirm}
          </button>
          <button
            type="button"
            className={`${buttonStyles.secondary} min-h-11`}
            onClick={() => setConfirming(undefined)}
          >
            {m.goBack}
          </button>
        </div>
      </div>
    );

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
            onClick={() => submit(action)}
          >
            {busy ? m.working : action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
