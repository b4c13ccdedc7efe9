import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { bellTitle } from '@naijabid/shared/messages/heart-and-bell';
import { BellIcon } from '../../components/icons';
import { useHasSession } from '../../lib/session';

const BellMenu = lazy(() => import('./bell-menu'));

/**
 * The bell of the marketplace header and the top bar. A visitor's goes to login; signed in,
 * the menu (its count, list and live stream) loads on its own, so neither the landing page
 * nor a visitor's marketplace page carries its code.
 */
export function NotificationBell({ className }: { className: string }) {
  const signedIn = useHasSession();
  const plain = (
    <Link to={signedIn ? '/dashboard' : '/login'} className={className}>
      <BellIcon />
      <span className="sr-only">{bellTitle}</span>
    </Link>
  );
  if (!signedIn) return plain;
  return (
    <Suspense fallback={plain}>
      <BellMenu className={className} />
    </Suspense>
  );
}
