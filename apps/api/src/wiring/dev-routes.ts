import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { devMailboxApiRoutes, devMailboxPageRoutes } from '../modules/dev-mailbox/routes';
import { createDevMailboxService } from '../modules/dev-mailbox/service';
import { devSmsApiRoutes, devSmsPageRoutes } from '../modules/dev-sms/routes';
import { createDevSmsService } from '../modules/dev-sms/service';
import { devToolRoutes } from '../modules/dev-tools/routes';
import { requireResponseSchemas } from '../plugins/response-schemas';
import { biddingSteps } from '../workflows/bidding';
import { grantOperator } from '../workflows/moderation';
import type { Services } from './services';

/** The development mailbox, SMS outbox and tools under the API prefix; never in production. */
export async function registerDevApiRoutes(api: FastifyInstance, db: Database, { auctions, orders }: Services) {
  await api.register(devMailboxApiRoutes, { mailbox: createDevMailboxService({ db }) });
  await api.register(devSmsApiRoutes, { outbox: createDevSmsService({ db }) });
  await api.register(devToolRoutes, {
    moveAuctionEnd: biddingSteps(db).moveAuctionEnd,
    onAuctionChanged: () => auctions.forgetCachedPages(),
    orders,
    grantOperator: grantOperator(db),
  });
}

/** The development mailbox's and SMS outbox's pages, outside the API prefix; never in production. */
export async function registerDevPages(app: FastifyInstance, db: Database, refuseStrangers: onRequestHookHandler) {
  await app.register(async (pages) => {
    requireResponseSchemas(pages);
    pages.addHook('onRequest', refuseStrangers);
    await pages.register(devMailboxPageRoutes, { mailbox: createDevMailboxService({ db }) });
    await pages.register(devSmsPageRoutes, { outbox: createDevSmsService({ db }) });
  });
}
