import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { degradedDataSchema, healthyDataSchema } from '@naijabid/shared/schemas/health';
import { pingDatabase, type DatabaseHandle } from '../../db/client';
import { failureResponses } from '../../responses';

const PING_TIMEOUT_MS = 2_000;

/** A database that does not answer is this route's own 503, with its own body, not the error body. */
const { 503: _unavailable, ...failures } = failureResponses();
const responses = { 200: dataAnswerSchema(healthyDataSchema), 503: dataAnswerSchema(degradedDataSchema), ...failures };

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', { schema: { response: responses } }, async (request, reply) => {
    const startedAt = performance.now();
    try {
      await Promise.race([
        pingDatabase(database.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)),
      ]);
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
};
