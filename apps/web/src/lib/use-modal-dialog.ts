import { useEffect, useRef, useState } from 'react';

/**
 * A native `<dialog>` opened as a modal when it mounts: it keeps the focus inside while open
 * and gives it back to the opener when closed. `shown` turns true once it is open, so content
 * mounted then can take the focus (`autoFocus`). `close` closes the native dialog first, which
 * ends the page's modal state, so the opener has the focus back before the dialog unmounts.
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

  return { dialogRef, shown, close };
}
