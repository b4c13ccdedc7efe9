import { useEffect, useRef, useState } from 'react';

/**
 * A native `<dialog>` opened as a modal when it mounts: it keeps the focus inside while open
 * and gives it back to the opener when closed. `shown` turns true once it is open, so content
 * mounted then can take the focus (`autoFocus`). `close` closes the native dialog first, which
 * ends the page's modal state, so the opener has the focus back before the dialog unmounts.
 * The phone's Back closes it too, and stays on the page (useBackCloses).
 */
export function useModalDialog(onClosed: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers without modal dialogs (Safari before 15.4) still show it, without the backdrop.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    setShown(true);
  }, []);

  function close() {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    onClosed();
  }

  useBackCloses(close);
  return { dialogRef, shown, close };
}

/** The key an open dialog's own history entry carries, beside the router's state. */
const DIALOG_ENTRY = 'naijabidDialog';
let dialogsOpened = 0;
const dialogOnTop = (): unknown => (window.history.state as Record<string, unknown> | null)?.[DIALOG_ENTRY];

/**
 * A bottom sheet looks like a page of its own, and Android's Back (or the browser's) is how
 * people leave one: without this, Back left the auction under the sheet. An open dialog adds
 * a history entry of the same address; Back takes it away and closes the dialog, and the
 * page stays. A dialog closed any other way (its buttons, Escape, its page taking it away)
 * takes its entry back off, so no dead step is left for the next Back. A dialog opened from
 * another one has its own entry above, so Back closes the top one only.
 */
function useBackCloses(onBack: () => void) {
  const [entry] = useState(() => (dialogsOpened += 1));
  const latestOnBack = useRef(onBack);
  useEffect(() => {
    latestOnBack.current = onBack;
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    if (dialogOnTop() !== entry) window.history.pushState({ ...window.history.state, [DIALOG_ENTRY]: entry }, '');
    const onPopState = () => {
      if (dialogOnTop() !== entry) latestOnBack.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      mounted.current = false;
      // After the current task: React's development double mount finds its entry still there,
      // and a link in the dialog has pushed its page first, which then is not undone.
      setTimeout(() => {
        if (!mounted.current && dialogOnTop() === entry) window.history.back();
      });
    };
  }, [entry]);
}
