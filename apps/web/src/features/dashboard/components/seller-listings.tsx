import { Link } from 'react-router';
import { formatNaira } from '@naijabid/shared/money';
import type { MyListing } from '../../catalogue/api/list-my-listings';
import { phaseAt, priceLabel } from '../../catalogue/auction-phase';
import { AuctionClock } from '../../catalogue/components/auction-clock';
import { StatusBadge } from '../../catalogue/components/status-badge';
import { byUrgency } from '../auction-order';
import type { RemoteData } from '../hooks/use-remote';
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
          <dt>Bids:</dt>
          <dd className="tabular-nums">{listing.bidCount}</dd>
        </div>
        {phase === 'live' && (
          <div className="flex gap-1">
            <dt>Time left:</dt>
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
export function SellerListings({ listings, now }: { listings: RemoteData<MyListing[]>; now: number }) {
  const { state } = listings;
  if (state.kind === 'loading') return <Loading text="Loading your listings…" />;
  if (state.kind === 'failed') return <LoadFailed message={state.message} onRetry={listings.retry} />;
  if (state.data.length === 0) {
    return (
      <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        You have no listings yet. A new listing takes a few minutes: photos, details, a starting price.
      </p>
    );
  }
  const shown = [...state.data].sort(byUrgency).slice(0, SHOWN_LISTINGS);
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white p-3">
        {shown.map((listing) => (
          <ListingRow key={listing.id} listing={listing} now={now} />
        ))}
      </ul>
      {state.data.length > shown.length && (
        <p className="mt-2 text-sm text-slate-700">
          Showing {shown.length} of {state.data.length}.{' '}
          <Link to="/sell/listings" className="font-semibold text-emerald-800 underline">
            See all your listings
          </Link>
        </p>
      )}
    </>
  );
}
