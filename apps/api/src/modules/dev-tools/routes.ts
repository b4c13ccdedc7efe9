import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockListing, updateListing } from '../auctions/repository';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Development only (never registered in production): moves a live auction's end, so a
 * demo or a browser test can watch the last minutes (bid resets, the close) without
 * waiting an hour. Watchers learn the new end with the next bid or the close.
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
      const endsAt = await db.transaction(async (tx) => {
        const locked = await lockListing(tx, request.params.id);
        if (!locked) throw new AppError('not_found', serverMessages.listingNotFound);
        if (locked.state !== 'live') throw new AppError('auction_closed', serverMessages.auctionEnded);
        const moved = new Date(locked.nowMs + request.body.seconds * 1000);
        await updateListing(tx, locked.listing.id, { endsAt: moved });
        return moved;
      });
      onAuctionChanged();
      return { data: { endsAt: endsAt.toISOString() } };
    },
  );
};
