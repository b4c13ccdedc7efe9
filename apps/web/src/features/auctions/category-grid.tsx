import { Link } from 'react-router';
import { categoryTiles } from './demo-auctions';

export function CategoryGrid() {
  return (
    <section aria-labelledby="categories-title" className="mt-8">
      <h2 id="categories-title" className="text-xl font-bold text-slate-900">
        Shop by category
      </h2>
      <ul className="mt-4 grid grid-cols-4 gap-2 sm:gap-4 lg:grid-cols-8">
        {categoryTiles.map((tile) => (
          <li key={tile.name}>
            <Link
              to={`/auctions?category=${encodeURIComponent(tile.name)}#live`}
              className="block h-full rounded-xl border border-slate-200 bg-white px-1 py-2 text-center hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              <img src={tile.image} alt="" width="80" height="68" className="mx-auto h-[44px] w-auto rounded-lg sm:h-[68px]" loading="lazy" decoding="async" />
              <span className="mt-1 block text-[11px] leading-tight font-semibold break-words text-slate-900 sm:text-sm">{tile.name}</span>
              <span className="block text-[10px] text-slate-600 sm:text-xs">{tile.countLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
