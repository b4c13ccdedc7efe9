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
