import { Link } from 'react-router';
import type { BrowseStatus } from '@naijabid/shared/constants';
import type { BrowseParams } from '@naijabid/shared/browse-path';
import { searchFiltersLabels, searchResultsLabels as m } from '@naijabid/shared/messages/search';
import { useBrowse } from '../../../lib/api/browse-auctions';

/** The statuses a search of live auctions also looks at, so an item that has not started or has sold is not missed. */
const OTHER_STATUSES = ['upcoming', 'ended'] as const satisfies readonly BrowseStatus[];

/**
 * Whether auctions starting soon or already ended have the words searched for, each as a link
 * to them: "standing fan" finds the fan that starts in an hour, not only the live standing
 * desk. One card of each is asked for, from the same cached browse answers as the page.
 */
export function OtherStatusMatches({
  params,
  hrefFor,
}: {
  params: BrowseParams & { q: string };
  hrefFor: (status: BrowseStatus) => string;
}) {
  const upcoming = useBrowse({ ...params, status: 'upcoming', limit: 1 });
  const ended = useBrowse({ ...params, status: 'ended', limit: 1 });
  const found = OTHER_STATUSES.filter(
    (status) => ((status === 'upcoming' ? upcoming : ended).data?.items.length ?? 0) > 0,
  );
  if (found.length === 0) return null;
  return (
    <ul aria-label={m.alsoMatching} className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {found.map((status) => (
        <li key={status}>
          <Link to={hrefFor(status)} className="font-semibold text-emerald-800 underline">
            {m.alsoMatch(searchFiltersLabels.statuses[status], params.q)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
