import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HeroSection } from './hero-section';
import { HotAuctionsCarousel } from './hot-auctions-carousel';
import * as hero from '@naijabid/shared/messages/hero';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/**
 * How close to the screen the lower sections must come before their code and data load.
 * A phone's first screen (hero and Hot Auctions) then fetches neither; a desktop, whose
 * first screen reaches further down, gets them at once.
 */
const LOAD_MARGIN_PX = 200;
/** Holds the page's height while the lower sections load, so the footer does not jump up. */
const PLACEHOLDER_MIN_HEIGHT = '100vh';

/**
 * The lower sections, loaded once the visitor scrolls near them: most visitors on a slow
 * network read the first screen, and bytes they never see should not compete with it.
 */
function LowerSections() {
  const placeholder = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers) they load at once; the server renders the placeholder.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: `${LOAD_MARGIN_PX}px 0px`,
      },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={placeholder} style={{ minHeight: PLACEHOLDER_MIN_HEIGHT }} />;
  return (
    <Suspense fallback={<div style={{ minHeight: PLACEHOLDER_MIN_HEIGHT }} />}>
      <BelowTheFold />
    </Suspense>
  );
}

/** The marketing landing of docs/product.md#landing-page, in its order. */
export function LandingPage() {
  useDocumentTitle(hero.pageTitle);
  return (
    <>
      <HeroSection />
      <HotAuctionsCarousel />
      <LowerSections />
    </>
  );
}
