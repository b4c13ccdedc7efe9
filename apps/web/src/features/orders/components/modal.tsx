import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { orderLabels as m } from '@naijabid/shared/messages/orders';
import { useModalDialog } from '../../../lib/use-modal-dialog';

/** A modal dialog, a bottom sheet on phones, with a title and a close button. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { dialogRef, shown, close } = useModalDialog(onClose);
  const titleId = useId();

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:w-[30rem] sm:rounded-2xl"
    >
      {shown && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={m.close}
              className="-m-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
