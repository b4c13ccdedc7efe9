import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase, type DatabaseHandle } from '../../db/client';

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', async (request, reply) => {
    const startedAt = performance.now();
    try {
      await Promise.race([
        pingDatabase(database.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)),
      ]);
      const latencyMs = Math.round((performance.now() - startedAt) * 10) / 10;
      return { data: { status: 'ok', database: { status: 'up', driver: database.driver, latencyMs } } };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      return reply.status(503).send({ data: { status: 'degraded', database: { status: 'down', driver: database.driver } } });
    }
  });
};
