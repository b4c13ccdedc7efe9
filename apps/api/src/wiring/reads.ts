import type { FastifyInstance } from 'fastify';
import { openReadReplica } from '../db/client';
import { createReplicaReads, primaryReads, type Reads, type ReplicaReads } from '../db/read-replica';
import { createOutageLogger, isOutageError } from '../outages';
import { createRecentWriters } from '../plugins/recent-writers';
import type { AppDependencies } from './dependencies';

/** Requests that change nothing; any other a signed-in user sends makes them a recent writer. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where browse, search and auction-page reads run. With a read replica configured, its pool
 * and its lag checks live as long as the app, and every request that may write on behalf of a
 * signed-in user marks them, before the answer leaves, as having written: for the allowed lag
 * their own replica reads go to the primary.
 */
export async function setUpReads(
  app: FastifyInstance,
  { config, database, redis }: Pick<AppDependencies, 'config' | 'database' | 'redis'>,
): Promise<{ reads: Reads; replica: ReplicaReads | undefined }> {
  if (!config.readReplica) return { reads: primaryReads(database.db), replica: undefined };
  const { maxLagSeconds } = config.readReplica;
  const replicaDatabase = await openReadReplica(config.readReplica.url);
  replicaDatabase.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'a pooled read replica connection was lost; the pool opens another'),
  );
  const logOutage = createOutageLogger(app.log);
  const recentWriters = createRecentWriters({
    windowMs: maxLagSeconds * 1000,
    redis,
    keyPrefix: config.rateLimitKeyPrefix,
    onRedisFailure: (error) => logOutage(error, 'noting a recent writer in Redis'),
  });
  const replica = createReplicaReads({
    primary: database.db,
    replica: replicaDatabase.db,
    maxLagSeconds,
    recentWriters,
    log: app.log,
    onReplicaFailure: (error) =>
      isOutageError(error)
        ? logOutage(error, 'checking or reading the read replica')
        : app.log.warn({ err: error }, 'a read failed on the replica; the primary answered it'),
  });
  app.addHook('onSend', async (request) => {
    if (request.auth && !READ_ONLY_METHODS.has(request.method)) await recentWriters.wrote(request.auth.user.id);
  });
  app.addHook('onClose', async () => {
    await replica.close();
    await replicaDatabase.close();
  });
  return { reads: replica, replica };
}
