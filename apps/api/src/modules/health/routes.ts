import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  degradedDataSchema,
  healthyDataSchema,
  liveDataSchema,
  readinessDataSchema,
} from '@naijabid/shared/schemas/health';
import { pingDatabase, type DatabaseHandle } from '../../db/client';
import { migrationsDone } from '../../db/migrations';
import type { EventBus } from '../../plugins/event-bus';
import { failureResponses } from '../../responses';

const PING_TIMEOUT_MS = 2_000;

/** A database that does not answer is this route's own 503, with its own body, not the error body. */
const { 503: _unavailable, ...failures } = failureResponses();
const responses = { 200: dataAnswerSchema(healthyDataSchema), 503: dataAnswerSchema(degradedDataSchema), ...failures };
const readinessAnswer = dataAnswerSchema(readinessDataSchema);
type LiveEventsCheck = NonNullable<z.infer<typeof readinessDataSchema>['checks']['liveEvents']>;

async function withinPingTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} timed out`)), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  redis: Redis | undefined;
  bus: EventBus;
  isDraining: () => boolean;
}> = async (app, { database, redis, bus, isDraining }) => {
  app.get('/health', { schema: { response: responses } }, async (request, reply) => {
    const startedAt = performance.now();
    try {
      await withinPingTimeout(pingDatabase(database.db), 'database ping');
      const latencyMs = Math.round((performance.now() - startedAt) * 10) / 10;
      return {
        data: { status: 'ok' as const, database: { status: 'up' as const, driver: database.driver, latencyMs } },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      return reply
        .status(503)
        .send({ data: { status: 'degraded', database: { status: 'down', driver: database.driver } } });
    }
  });

  // Liveness asks nothing of the database: a node whose database is down is not ready, but
  // restarting it would not bring the database back.
  app.get('/health/live', { schema: { response: { 200: dataAnswerSchema(liveDataSchema), ...failures } } }, () => ({
    data: { status: 'live' as const },
  }));

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessAnswer, 503: readinessAnswer, ...failures } } },
    async (request, reply) => {
      // A stopping node answers at once: the load balancer must take it out within its
      // checks however slow the database or Redis are meanwhile.
      if (isDraining()) return reply.status(503).send({ data: { status: 'not_ready', checks: { draining: true } } });
      const [databaseUp, migrations, redisState] = await Promise.all([
        withinPingTimeout(pingDatabase(database.db), 'database ping').then(
          () => true,
          (error: unknown) => {
            request.log.warn({ err: error }, 'readiness: database down');
            return false;
          },
        ),
        withinPingTimeout(migrationsDone(database.db), 'migrations check').then(
          (done) => (done ? ('done' as const) : ('pending' as const)),
          () => 'unknown' as const,
        ),
        redis
          ? withinPingTimeout(redis.ping(), 'redis ping').then(
              () => 'up' as const,
              (error: unknown) => {
                request.log.warn({ err: error }, 'readiness: redis down');
                return 'down' as const;
              },
            )
          : Promise.resolve('not_configured' as const),
      ]);
      const liveEvents: LiveEventsCheck = !redis
        ? 'not_configured'
        : bus.hearsOtherProcesses()
          ? 'subscribed'
          : 'not_subscribed';
      const ready = databaseUp && migrations === 'done' && redisState !== 'down' && liveEvents !== 'not_subscribed';
      const checks = {
        database: databaseUp ? ('up' as const) : ('down' as const),
        redis: redisState,
        liveEvents,
        migrations,
        draining: false,
      };
      return reply.status(ready ? 200 : 503).send({ data: { status: ready ? 'ready' : 'not_ready', checks } });
    },
  );
};
