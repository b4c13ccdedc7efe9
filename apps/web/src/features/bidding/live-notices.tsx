import { lazy, Suspense } from 'react';
import { useHasSession } from '../../lib/session';

const LiveNoticeStream = lazy(() => import('./live-notice-stream'));

/**
 * The signed-in user's live notices, on every page. The layouts mount this gate; the
 * stream and its toasts load only for someone signed in, so a visitor of the landing page
 * downloads none of it.
 */
export function LiveNotices() {
  const signedIn = useHasSession();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LiveNoticeStream />
    </Suspense>
  );
}
