import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useHasSession } from '../lib/session';

const AppToaster = lazy(() => import('./app-toaster'));

/** The pages that raise no toast of their own; keeping sonner off them keeps the first load small. */
const TOAST_FREE_PATHS = new Set(['/', '/auctions']);

/**
 * Mounts the toaster the first time a page that can toast is shown, then keeps it. A
 * signed-in user may get a live notice (outbid, won) on any page, so it mounts for them
 * everywhere; visitors of the landing page never load it.
 */
export function ToasterHost() {
  const { pathname } = useLocation();
  const signedIn = useHasSession();
  const needed = signedIn || !TOAST_FREE_PATHS.has(pathname);
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
