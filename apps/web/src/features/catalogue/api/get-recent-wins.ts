import type { RecentWin } from '@naijabid/shared/schemas/listings';
import { getPublic } from './public-get';

/** The latest auctions that ended with a winner, newest first. */
export async function getRecentWins(options: { signal?: AbortSignal } = {}): Promise<RecentWin[]> {
  return (await getPublic<{ items: RecentWin[] }>('/winners', options)).items;
}
