import { useState } from 'react';
import { toast } from 'sonner';
import { orderLabels } from '@naijabid/shared/messages/orders';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { apiErrorText } from '../../../lib/api-error-text';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Runs the change; answers the server's sentence, shown as a toast. */
  run: () => Promise<string | undefined>;
  onClose: () => void;
  /** The order step cannot be undone: the confirm button is drawn as a warning. */
  tone?: 'primary' | 'danger';
}

/** Asks once before a step that cannot be undone; a refusal is shown in the dialog, success as a toast. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  busyLabel,
  cancelLabel,
  run,
  onClose,
  tone = 'primary',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const message = await run();
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      setProblem(apiErrorText(error));
      setBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose} closeLabel={orderLabels.close}>
      <p className="mt-3 text-slate-800">{body}</p>
      {problem && (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onClose} autoFocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`${tone === 'danger' ? `${buttonStyles.primary} bg-red-700 hover:bg-red-800` : buttonStyles.primary} min-h-11`}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
