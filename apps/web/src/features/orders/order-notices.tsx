import { lazy, Suspense } from 'react';
import { useHasSession } from '../../lib/session';

const OrderNoticeStream = lazy(() => import('./order-notice-stream'));

/**
 * The signed-in user's notices about their orders, on every page. The stream is shared with
 * the bidding notices (one connection per URL); its toasts load only for someone signed in.
 */
export function OrderNotices() {
  const signedIn = useHasSession();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <OrderNoticeStream />
    </Suspense>
  );
}
