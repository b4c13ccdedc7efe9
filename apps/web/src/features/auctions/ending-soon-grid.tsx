import { useState } from 'react';
import { ENDING_SOON_REFRESH_MS } from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import { formatMinutesLeft } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';
import { createEndingSoon, usdToKobo } from './demo-auctions';

/** Ending Soon (spec 2 and 4): eight items, refreshed once a minute. */
export function EndingSoonGrid() {
  const [items] = useState(() => createEndingSoon(Date.now()));
  const now = useNow(ENDING_SOON_REFRESH_MS);
  return (
    <section aria-labelledby="ending-soon-title" className="mt-10">
      <h2 id="ending-soon-title" className="text-xl font-bold text-slate-900">
        Ending Soon
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <img src={item.image} alt="" width="200" height="120" className="h-[110px] w-full bg-slate-100 object-contain" loading="lazy" decoding="async" />
            <div className="p-3">
              <h3 className="truncate text-sm font-semibold text-slate-900" title={item.name}>
                {item.name}
              </h3>
              <p className="mt-1 text-xs text-slate-600">Latest bid</p>
              <p className="font-bold text-emerald-800">{formatNaira(usdToKobo(item.currentBidUsd))}</p>
              <p className="mt-1 text-xs font-semibold text-red-700">{formatMinutesLeft(item.endTime - now)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
