import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import type { AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockListing, updateListing } from '../auctions/repository';
import { appendEvent, auctionChannel } from '../live/repository';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Development only (never registered in production): moves a live auction's end, so a
 * demo or a browser test can watch the last minutes (bid resets, the close) without
 * waiting an hour. The move is an event of the auction's stream: open pages follow it, and
 * a page opened later starts from it instead of the last bid's older end.
 */
export const devToolRoutes: FastifyPluginAsyncZod<{ db: Database; onAuctionChanged: () => void }> = async (app, { db, onAuctionChanged }) => {
  app.post(
    '/dev/auctions/:id/ends-in',
    {
      schema: {
        params: z.object({ id: z.uuid(serverMessages.listingNotFound) }),
        body: z.strictObject({ seconds: z.number().int().min(1).max(ONE_DAY_SECONDS) }),
      },
    },
    async (request) => {
      const { endsAt, event } = await db.transaction(async (tx) => {
        const locked = await lockListing(tx, request.params.id);
        if (!locked) throw new AppError('not_found', serverMessages.listingNotFound);
        if (locked.state !== 'live') throw new AppError('auction_closed', serverMessages.auctionEnded);
        const moved = new Date(locked.nowMs + request.body.seconds * 1000);
        await updateListing(tx, locked.listing.id, { endsAt: moved });
        const data: AuctionEndMovedEvent = { listingId: locked.listing.id, endsAt: moved.toISOString(), bidCount: locked.listing.bidCount };
        return { endsAt: moved, event: await appendEvent(tx, auctionChannel(locked.listing.id), 'end_moved', data) };
      });
      app.events.publish([event]);
      onAuctionChanged();
      return { data: { endsAt: endsAt.toISOString() } };
    },
  );
};
