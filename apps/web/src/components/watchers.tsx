import { watchlistLabels } from '@naijabid/shared/messages/notifications';
import { watcherCountPath } from '../lib/api/watchlist';
import { useQuery } from '../lib/query';
import { WatchButton } from './watch-button';

/** The auction page's heart and how many people watch the auction (updated by the viewer's own taps). */
export function Watchers({ auctionId, title }: { auctionId: string; title: string }) {
  const watchers = useQuery<{ watchers: number }>(watcherCountPath(auctionId), { anonymous: true }).data?.watchers;
  return (
    <div className="mt-2 flex items-center gap-2">
      <WatchButton auctionId={auctionId} title={title} className="border border-slate-200" />
      {watchers !== undefined && watchers > 0 && (
        <p className="text-sm text-slate-700">{watchlistLabels.watchers(watchers)}</p>
      )}
    </div>
  );
}
