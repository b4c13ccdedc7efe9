import { useId, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../lib/use-modal-dialog';

interface ModalProps {
  title: ReactNode;
  /** Called once the dialog has closed and given the focus back to its opener. */
  onClose: () => void;
  /** The content, or a function given `close`, for buttons that close the dialog the way Escape does. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Names the × button in the corner; a dialog without one closes by its own buttons and Escape. */
  closeLabel?: string;
  /** A line under the title: what the dialog is about. */
  subtitle?: ReactNode;
  /** For a dialog of several steps, which moves the focus to its title when the step changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A tap on the backdrop closes it too. */
  closeOnBackdrop?: boolean;
  /** 28rem wide on larger screens instead of 30rem, for a short question or a single field. */
  narrow?: boolean;
}

/**
 * Every dialog of the app: a native modal `<dialog>`, a bottom sheet on phones, with a title.
 * Its content mounts once it is open, so a field in it can take the focus (`autoFocus`).
 */
export function Modal({
  title,
  onClose,
  children,
  closeLabel,
  subtitle,
  headingRef,
  closeOnBackdrop,
  narrow,
}: ModalProps) {
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
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && close() : undefined}
      className={`mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:m-auto ${narrow ? 'sm:w-[28rem]' : 'sm:w-[30rem]'} sm:rounded-2xl`}
    >
      {shown && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2
                id={titleId}
                ref={headingRef}
                tabIndex={headingRef ? -1 : undefined}
                className="text-lg font-bold text-slate-900 outline-none"
              >
                {title}
              </h2>
              {subtitle && <p className="truncate text-sm text-slate-700">{subtitle}</p>}
            </div>
            {closeLabel && (
              <button
                type="button"
                onClick={close}
                aria-label={closeLabel}
                className="-m-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  ×
                </span>
              </button>
            )}
          </div>
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
