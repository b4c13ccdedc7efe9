import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const AppToaster = lazy(() => import('./app-toaster'));

/** The pages that never raise a toast; keeping sonner off them keeps the first load small. */
const TOAST_FREE_PATHS = new Set(['/', '/auctions']);

/** Mounts the toaster the first time a page that can toast is shown, then keeps it. */
export function ToasterHost() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(!TOAST_FREE_PATHS.has(pathname));
  useEffect(() => {
    if (!TOAST_FREE_PATHS.has(pathname)) setWanted(true);
  }, [pathname]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
