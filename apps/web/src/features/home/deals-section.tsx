import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { DEAL_TABS, DEALS_GRID_MAX_ITEMS } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';
import { dealItems, type DealTab } from '../auctions/demo-auctions';

/** Best Auction Deals (spec 2): tabs, Electronics first, up to eight items per tab. */
export function DealsSection() {
  const [selected, setSelected] = useState<DealTab>('Electronics');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const items = dealItems.filter((item) => item.category === selected).slice(0, DEALS_GRID_MAX_ITEMS);

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in moves) next = (index + moves[event.key]! + DEAL_TABS.length) % DEAL_TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = DEAL_TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(DEAL_TABS[next]!);
    tabRefs.current[next]?.focus();
  }

  return (
    <section aria-labelledby="deals-title" className="bg-white py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="deals-title" className="text-2xl font-bold text-slate-900">
          Best Auction Deals
        </h2>
        <div role="tablist" aria-label="Deal categories" className="mt-4 flex gap-2 overflow-x-auto pb-2">
          {DEAL_TABS.map((tab, index) => {
            const isSelected = tab === selected;
            return (
              <button
                key={tab}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`deal-tab-${index}`}
                aria-selected={isSelected}
                aria-controls="deals-panel"
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(tab)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
                className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${isSelected ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`}
              >
                {tab}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id="deals-panel"
          aria-labelledby={`deal-tab-${DEAL_TABS.indexOf(selected)}`}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {items.map((item) => (
            <article key={item.id} className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
              <img src={item.image} alt="" width="200" height="120" className="h-[120px] w-full bg-slate-100 object-contain" loading="lazy" decoding="async" />
              <div className="p-3">
                <h3 className="truncate text-sm font-semibold text-slate-900" title={item.title}>
                  {item.title}
                </h3>
                <p className="mt-1 text-xs text-slate-600">Floor price</p>
                <p className="flex items-baseline justify-between gap-2">
                  <span className="font-bold text-slate-900">{formatNaira(item.price)}</span>
                  <span className={`text-sm font-semibold ${item.isPositive ? 'text-green-700' : 'text-red-700'}`}>
                    <span className="sr-only">{item.isPositive ? 'Up ' : 'Down '}</span>
                    {item.priceChange}
                  </span>
                </p>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-6 text-center">
          <Link to="/register" className={buttonStyles.primary}>
            Get Started
          </Link>
        </div>
      </div>
    </section>
  );
}
