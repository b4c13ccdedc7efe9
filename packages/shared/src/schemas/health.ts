import { z } from 'zod';

const driverSchema = z.enum(['pglite', 'postgres']);

/** GET /health (200): the database answered a ping. */
export const healthyDataSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.strictObject({ status: z.literal('up'), driver: driverSchema, latencyMs: z.number().nonnegative() }),
});

/** GET /health (503): the database did not answer in time; a load balancer stops sending. */
export const degradedDataSchema = z.strictObject({
  status: z.literal('degraded'),
  database: z.strictObject({ status: z.literal('down'), driver: driverSchema }),
});

/** GET /health/live: the process runs and answers; a supervisor restarts one that does not. */
export const liveDataSchema = z.strictObject({ status: z.literal('live') });

/**
 * GET /health/ready (200 ready, 503 not_ready): whether this process should get new
 * requests. A load balancer takes it out while any check fails: the database or Redis does
 * not answer, Redis has not confirmed the process's subscription to live events (its
 * watchers would miss other processes' bids), the database lacks a migration this code
 * needs, or the process is stopping.
 */
export const readinessDataSchema = z.strictObject({
  status: z.enum(['ready', 'not_ready']),
  /** A stopping process answers at once with `draining` alone: it checks nothing else then. */
  checks: z.strictObject({
    database: z.enum(['up', 'down']).optional(),
    redis: z.enum(['up', 'down', 'not_configured']).optional(),
    liveEvents: z.enum(['subscribed', 'not_subscribed', 'not_configured']).optional(),
    migrations: z.enum(['done', 'pending', 'unknown']).optional(),
    draining: z.boolean(),
  }),
});
