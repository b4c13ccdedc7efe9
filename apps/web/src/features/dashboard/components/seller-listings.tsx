import { Link } from 'react-router';
import { auctionLabels } from '@naijabid/shared/messages/auction-labels';
import { sellerListingsLabels as m } from '@naijabid/shared/messages/dashboard';
import { formatNaira } from '@naijabid/shared/money';
import { AuctionClock } from '../../../components/auction-clock';
import { StatusBadge } from '../../../components/status-badge';
import type { MyListing } from '../../../lib/api/list-my-listings';
import { phaseAt } from '../../../lib/auction/phase';
import { priceLabel } from '../../../lib/auction/price-label';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';
import { byUrgency } from '../auction-order';
import { LoadFailed, Loading } from './remote-status';

/** A glance, not the full list: `/sell/listings` has every listing and its actions. */
const SHOWN_LISTINGS = 5;

function ListingRow({ listing, now }: { listing: MyListing; now: number }) {
  const phase = phaseAt(listing, now);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">
          <Link to={`/auctions/${listing.id}`} className="hover:underline">
            {listing.title}
          </Link>
        </h3>
        <StatusBadge phase={phase} />
      </div>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt>{priceLabel(listing, phase)}:</dt>
          <dd className="font-semibold text-emerald-800 tabular-nums">{formatNaira(listing.currentPrice)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{auctionLabels.bids}:</dt>
          <dd className="tabular-nums">{listing.bidCount}</dd>
        </div>
        {phase === 'live' && (
          <div className="flex gap-1">
            <dt>{auctionLabels.timeLeft}:</dt>
            <dd>
              <AuctionClock auction={listing} now={now} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** The seller's listings needing attention first, with live prices and bid counts. */
export function SellerListings({ listings, now }: { listings: QueryResult<MyListing[]>; now: number }) {
  const { data, error, refetch } = listings;
  if (!data)
    return error ? <LoadFailed message={apiErrorText(error)} onRetry={refetch} /> : <Loading text={m.loading} />;
  if (data.length === 0) {
    return (
      <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        {m.empty}
      </p>
    );
  }
  const shown = [...data].sort(byUrgency).slice(0, SHOWN_LISTINGS);
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white p-3">
        {shown.map((listing) => (
          <ListingRow key={listing.id} listing={listing} now={now} />
        ))}
      </ul>
      {data.length > shown.length && (
        <p className="mt-2 text-sm text-slate-700">
          {m.showing(shown.length, data.length)}{' '}
          <Link to="/sell/listings" className="font-semibold text-emerald-800 underline">
            {m.seeAll}
          </Link>
        </p>
      )}
    </>
  );
}
