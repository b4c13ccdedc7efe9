import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { endsInAnswerDataSchema } from '@naijabid/shared/schemas/dev';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { advanceOrderAnswerDataSchema, advanceOrderRequestSchema } from '@naijabid/shared/schemas/orders';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { LiveEvent } from '../../plugins/event-bus';
import type { OrderService } from '../orders/service';

const ONE_DAY_SECONDS = 24 * 60 * 60;

export interface DevToolRouteOptions {
  /**
   * workflows/bidding/move-auction-end.ts, handed in by app.ts: it spans auctions and live, and
   * modules never import workflows.
   */
  moveAuctionEnd: (listingId: string, seconds: number) => Promise<{ endsAt: Date; event: LiveEvent }>;
  onAuctionChanged: () => void;
  orders: OrderService;
  /** workflows/moderation/operator-role.ts, as `npm run operator -- grant EMAIL` runs it (which cannot open a running server's embedded database). */
  grantOperator: (email: string) => Promise<{ outcome: string }>;
}

/**
 * Development only (never registered in production): moves a live auction's end, so a
 * demo or a browser test can watch the last minutes (bid resets, the close) without
 * waiting an hour, and an order's deadlines, so one can watch a reminder or a forfeit
 * without waiting two days.
 */
export const devToolRoutes: FastifyPluginAsyncZod<DevToolRouteOptions> = async (
  app,
  { moveAuctionEnd, onAuctionChanged, orders, grantOperator },
) => {
  app.post(
    '/dev/operators',
    {
      schema: {
        body: z.strictObject({ email: z.string().trim().min(3).max(254) }),
        response: {
          200: dataAnswerSchema(z.strictObject({ outcome: z.string() })),
          ...failureResponses(BODY_REFUSALS),
        },
      },
    },
    async (request) => ({ data: { outcome: (await grantOperator(request.body.email)).outcome } }),
  );

  app.post(
    '/dev/auctions/:id/ends-in',
    {
      schema: {
        params: z.object({ id: z.uuid(serverMessages.listingNotFound) }),
        body: z.strictObject({ seconds: z.number().int().min(1).max(ONE_DAY_SECONDS) }),
        response: {
          200: dataAnswerSchema(endsInAnswerDataSchema),
          ...failureResponses(BODY_REFUSALS, 'not_found', 'auction_closed'),
        },
      },
    },
    async (request) => {
      const { endsAt, event } = await moveAuctionEnd(request.params.id, request.body.seconds);
      app.events.publish([event]);
      onAuctionChanged();
      return { data: { endsAt: endsAt.toISOString() } };
    },
  );

  app.post(
    '/dev/orders/:id/advance',
    {
      schema: {
        params: z.object({ id: z.uuid(serverMessages.orderNotFound) }),
        body: advanceOrderRequestSchema,
        response: {
          200: dataAnswerSchema(advanceOrderAnswerDataSchema),
          ...failureResponses(BODY_REFUSALS, 'not_found'),
        },
      },
    },
    async (request) => ({
      data: { dueAt: (await orders.advance(request.params.id, request.body.hours)).toISOString() },
    }),
  );
};
