import { Link } from 'react-router';
import { CATEGORIES, type Category } from '@naijabid/shared/constants';
import { useCategoryCounts } from './api/list-categories';
import { categoryGridLabels as m } from '@naijabid/shared/messages/marketplace';

/** Cover art of the eight category tiles (docs/product.md#marketplace-home). */
const tileImages: Record<Category, string> = {
  Appliances: '/images/fridge.svg',
  'Phones & Tablets': '/images/phone.svg',
  'Health & Beauty': '/images/perfume.svg',
  'Home & Office': '/images/chair.svg',
  Electronics: '/images/tv.svg',
  Fashion: '/images/dress.svg',
  Computing: '/images/laptop.svg',
  Gaming: '/images/console.svg',
};

const count = new Intl.NumberFormat('en-NG');

/** The category tiles with each category's live auction count; a tile opens its results. */
export function CategoryGrid() {
  const counts = useCategoryCounts().data;
  const liveIn = (name: string) => counts?.find((entry) => entry.name === name)?.liveCount;
  return (
    <section aria-labelledby="categories-title" className="mt-8">
      <h2 id="categories-title" className="text-xl font-bold text-slate-900">
        {m.title}
      </h2>
      <ul className="mt-4 grid grid-cols-4 gap-2 sm:gap-4 lg:grid-cols-8">
        {CATEGORIES.map((name) => {
          const live = liveIn(name);
          return (
            <li key={name}>
              <Link
                to={`/search?category=${encodeURIComponent(name)}`}
                className="block h-full rounded-xl border border-slate-200 bg-white px-0.5 py-2 text-center hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                <img
                  src={tileImages[name]}
                  alt=""
                  width="80"
                  height="68"
                  className="mx-auto h-[44px] w-auto rounded-lg sm:h-[68px]"
                  loading="lazy"
                  decoding="async"
                />
                <span className="mt-1 block text-[11px] leading-tight font-semibold break-words hyphens-auto text-slate-900 sm:text-sm">
                  {name}
                </span>
                {/* A fixed-height line, so the tiles do not jump when the counts arrive. */}
                <span className="block min-h-[1.25em] text-[10px] text-slate-600 sm:text-xs">
                  {live === undefined ? '' : m.liveCount(count.format(live))}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
