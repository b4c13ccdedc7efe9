import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { promoBanner } from '@naijabid/shared/marketing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryGrid } from './category-grid';
import { EndingSoonGrid } from './ending-soon-grid';
import { HeroBanner } from './hero-banner';
import { LiveAuctionsGrid } from './live-auctions-grid';
import { MarketplaceHeader } from './marketplace-header';
import { MobileBottomBar } from './mobile-bottom-bar';
import { liveAuctions } from '@naijabid/shared/messages/site-frame';

/** The marketplace home of docs/product.md#marketplace-home, at /auctions. */
export default function MarketplaceHomePage() {
  useDocumentTitle(liveAuctions);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';

  // Searching or picking a category scrolls to the results.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, query, category]);

  return (
    <>
      <MarketplaceHeader />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-24 focus:outline-none sm:pb-12"
      >
        <HeroBanner />
        <CategoryGrid />
        <LiveAuctionsGrid query={query} category={category} />
        <section
          aria-labelledby="promo-title"
          className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-amber-300 p-6 sm:flex-row sm:items-center"
        >
          <div>
            <h2 id="promo-title" className="text-2xl font-extrabold text-slate-900">
              {promoBanner.title}
            </h2>
            <p className="mt-1 text-slate-800">{promoBanner.body}</p>
          </div>
          <Link
            to="/listings"
            className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800"
          >
            {promoBanner.action}
          </Link>
        </section>
        <EndingSoonGrid />
      </main>
      <MobileBottomBar />
    </>
  );
}
