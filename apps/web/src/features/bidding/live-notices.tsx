import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useHasSession } from '../../lib/session';

const LiveNoticeStream = lazy(() => import('./live-notice-stream'));

/**
 * The signed-in user's live notices, on every page. The layouts mount this gate; the
 * stream and its toasts load only for someone signed in, so a visitor of the landing page
 * downloads none of it.
 */
export function LiveNotices() {
  // The layouts do not re-render on navigation; reading the location does, so a login or
  // logout in this tab reaches the stream on the next page.
  useLocation();
  const signedIn = useHasSession();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <LiveNoticeStream />
    </Suspense>
  );
}
