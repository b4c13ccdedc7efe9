import type { FastifyInstance } from 'fastify';
import { createReconciliationService } from '../modules/reconciliation/service';
import type { ReplicaReads } from '../db/read-replica';
import { createMetrics, measureRequests, serveMetrics, type Metrics } from '../plugins/metrics';
import type { AppDependencies } from './dependencies';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus figures when METRICS_PORT is set; the job runner's mail is counted through it too. */
    metrics: Metrics | undefined;
    /** Where the figures are served (undefined in a cluster worker, whose primary serves them). */
    metricsUrl: string | undefined;
  }
}

/**
 * With METRICS_PORT set, the figures (plugins/metrics.ts), made before the services so they
 * count through them, and served on their own listener; every request is timed.
 */
export async function setUpMetrics(
  app: FastifyInstance,
  { config, database }: Pick<AppDependencies, 'config' | 'database'>,
  readReplica: ReplicaReads | undefined,
): Promise<Metrics | undefined> {
  const reconciliation = createReconciliationService({ db: database.db });
  const metrics = config.metrics
    ? await createMetrics({
        database,
        readReplica,
        reconciliationDifferences: async () =>
          (await reconciliation.reconcile()).checks.reduce((sum, check) => sum + check.total, 0),
        log: app.log,
      })
    : undefined;
  app.decorate('metrics', metrics);
  app.decorate('metricsUrl', metrics && config.metrics ? await serveMetrics(app, metrics, config.metrics) : undefined);
  if (metrics) measureRequests(app, metrics);
  return metrics;
}
