import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '../components/page-fallback';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LiveNotices } from '../features/bidding/live-notices';
import { OrderNotices } from '../features/orders/order-notices';
import { setUnauthorizedHandler } from '../lib/unauthorized';
import { SiteFooter } from './site-footer';
import { ToasterHost } from './toaster-host';
import { TopBar } from './top-bar';
import * as frame from '@naijabid/shared/messages/site-frame';

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-emerald-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {frame.skipToContent}
    </a>
  );
}

/** Routes the ways to login (a 401/403, Place Bid signed out) through the router and scrolls new pages to the top. */
function NavigationEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    // A refused session replaces the page it broke; a visitor sent to log in by a button
    // keeps their page in the history and comes back to it afterwards.
    setUnauthorizedHandler((back) => navigate('/login', back ? { state: back } : { replace: true }));
  }, [navigate]);
  // A block body on purpose: recent Chromium returns a promise from scrollTo, and an effect
  // that returns anything but a cleanup function crashes React when it unmounts.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The footer waits with the page: painting it under the loading spinner and then pushing
 * it down when the page arrives would be a large layout shift.
 */
function PageWithFooter({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageFallback />}>
      <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>
      <SiteFooter />
    </Suspense>
  );
}

/** Top bar, page, footer: the frame of every page but the marketplace home (docs/product.md#landing-page). */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationEffects />
      <TopBar />
      <PageWithFooter>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </PageWithFooter>
      <ToasterHost />
      <LiveNotices />
      <OrderNotices />
    </div>
  );
}

/** The marketplace home brings its own sticky header with search (docs/product.md#marketplace-home). */
export function MarketplaceLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationEffects />
      <PageWithFooter>
        <Outlet />
      </PageWithFooter>
      <ToasterHost />
      <LiveNotices />
      <OrderNotices />
    </div>
  );
}
