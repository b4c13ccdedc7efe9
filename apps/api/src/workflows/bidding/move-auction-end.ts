import { serverMessages } from '@naijabid/shared/messages';
import type { AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockListing, updateListing } from '../../modules/auctions/repository';
import { appendEvent, auctionChannel } from '../../modules/live/repository';
import { rescheduleEndingSoon } from '../../modules/watchlist/reminder-job';
import type { LiveEvent } from '../../plugins/event-bus';

/**
 * Moves a live auction's end to `seconds` from now (development only). The move is an
 * event of the auction's stream: open pages follow it, and a page opened later starts from
 * it instead of the last bid's older end.
 */
export async function moveAuctionEnd(
  db: Database,
  listingId: string,
  seconds: number,
): Promise<{ endsAt: Date; event: LiveEvent }> {
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, listingId);
    if (!locked) throw new AppError('not_found', serverMessages.listingNotFound);
    if (locked.state !== 'live') throw new AppError('auction_closed', serverMessages.auctionEnded);
    const moved = new Date(locked.nowMs + seconds * 1000);
    await updateListing(tx, locked.listing.id, { endsAt: moved });
    await rescheduleEndingSoon(tx, locked.listing.id, moved, locked.nowMs);
    const data: AuctionEndMovedEvent = {
      listingId: locked.listing.id,
      endsAt: moved.toISOString(),
      bidCount: locked.listing.bidCount,
    };
    return { endsAt: moved, event: await appendEvent(tx, auctionChannel(locked.listing.id), 'end_moved', data) };
  });
}
