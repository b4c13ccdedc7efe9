import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openPostgres } from './db/client';
import { openDataDir } from './db/pglite-template';
import { resolveJwtSecret } from './jwt-secret';
import { createDevMailboxMailer, createSmtpMailer } from './plugins/mailer';
import { createPhotoStorage } from './plugins/configured-photo-storage';
import { ensureDemoListings, ensureDemoSales } from './seed/seed';
import { startEventPruner } from './modules/live/service';
import { biddingJobHandlers, startAuctionCloser } from './workflows/bidding';
import { housekeepingJobHandlers, scheduleHousekeeping } from './workflows/housekeeping';
import { moneyJobHandlers } from './workflows/money';
import { JOB_LANES, noticeJobHandlers, scheduleSavedSearchDigest } from './workflows/notices';
import { orderJobHandlers } from './workflows/orders';
import { unsubscribeKey } from './modules/notifications/unsubscribe-token';
import { createVapidSource } from './modules/push/vapid';
import { createDrain } from './plugins/drain';
import { mailJobs, startJobRunner } from './plugins/job-queue';
import { fakeWhatsAppJobs } from './whatsapp/fake';
import { createOutageLogger, isOutageError } from './outages';
import { runServerProcesses } from './server-processes';
import { serveClusterMetrics } from './plugins/metrics';

/** How long closing may take once the drain is over, before the process exits regardless. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isPrimary && config.serverProcesses > 1) {
    runServerProcesses(config.serverProcesses);
    if (config.metrics) await serveClusterMetrics(config.metrics);
    return;
  }

  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openDataDir(config.dataDir);
  // Loaded only when used, as the PostgreSQL driver is: the default start has no Redis.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
    : undefined;
  await redis?.connect();
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailboxMailer(database.db);
  const photoStorage = await createPhotoStorage(config);
  const jwtSecret = resolveJwtSecret(config);
  const drain = createDrain();
  const app = await buildApp({ config, database, mailer, redis, photoStorage, jwtSecret, drain });

  // A database outage fails every tick of the background tasks: one warning, not a line a second.
  const logOutage = createOutageLogger(app.log);
  const reportFailure = (what: string) => (error: unknown) =>
    isOutageError(error) ? logOutage(error, what) : app.log.error({ err: error }, `${what} failed`);
  const stopCloser = startAuctionCloser(
    database.db,
    (closed) => {
      app.events.publish(closed.events);
      app.log.info({ listingId: closed.listingId, outcome: closed.outcome }, 'auction closed');
    },
    reportFailure('closing auctions'),
  );
  await scheduleHousekeeping(database.db);
  await scheduleSavedSearchDigest(database.db);
  const stopJobs = startJobRunner(
    database.db,
    {
      ...mailJobs(app.metrics ? app.metrics.countMail(mailer) : mailer),
      ...orderJobHandlers({ forfeitSellerSharePercent: config.forfeitSellerSharePercent, log: app.log }),
      ...noticeJobHandlers({
        db: database.db,
        vapid: createVapidSource(database.db, { ...config.vapid, isProduction: config.isProduction }),
        pushEndpoints: config.pushEndpoints,
        publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
        unsubscribeKey: unsubscribeKey(jwtSecret),
        whatsapp: {
          db: database.db,
          whatsapp: app.whatsappSender,
          sms: app.smsSender,
          ...config.whatsappAlerts,
          log: app.log,
        },
      }),
      ...(app.fakeWhatsApp ? fakeWhatsAppJobs(app.fakeWhatsApp) : {}),
      ...biddingJobHandlers(),
      ...housekeepingJobHandlers({ retentionDays: config.retentionDays, log: app.log }),
      ...moneyJobHandlers({
        db: database.db,
        provider: app.paymentProvider,
        transfers: app.paystackTransfers,
        log: app.log,
        publish: (events) => app.events.publish(events),
      }),
    },
    { leaseSeconds: config.jobLeaseSeconds, lanes: JOB_LANES },
    (outcome) => {
      const job = { jobId: outcome.id, kind: outcome.kind, attempts: outcome.attempts };
      if (outcome.givenUp)
        app.log.error({ ...job, err: outcome.error }, 'job failed for the last time; it waits for an operator');
      else if (outcome.error && isOutageError(outcome.error)) logOutage(outcome.error, `job ${outcome.kind}`);
      else if (outcome.error) app.log.warn({ ...job, err: outcome.error }, 'job failed; it is retried after a backoff');
      else if (outcome.runAgainAt)
        app.log.info({ ...job, runAgainAt: outcome.runAgainAt }, 'job early; it runs again later');
      else {
        app.events.publish(outcome.events);
        app.log.info(job, 'job done');
      }
    },
    reportFailure('running jobs'),
  );
  const stopPruner = startEventPruner(
    database.db,
    (count) => count > 0 && app.log.info({ count }, 'old live events pruned'),
    reportFailure('pruning live events'),
  );
  const stopSeeding = new AbortController();
  let seeding: Promise<unknown> = Promise.resolve();
  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    // Readiness fails at once. On SIGTERM (a supervisor's stop; Ctrl-C does not wait) the port
    // stays open for the drain, until the load balancer's checks have taken this process out,
    // so no request meets a closed port. Background work starts nothing new meanwhile and gives
    // back the jobs it claimed, for other processes to run.
    drain.start();
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'draining: readiness fails from now on');
    const forceExit = setTimeout(() => process.exit(1), config.drainSeconds * 1000 + SHUTDOWN_GRACE_MS).unref();
    stopSeeding.abort();
    const drained =
      signal === 'SIGTERM' && app.server.listening
        ? new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000))
        : Promise.resolve();
    await Promise.all([stopCloser(), stopJobs(), stopPruner(), drained]);
    // Requests in flight finish; live streams end with a retry hint and their browsers resume elsewhere.
    app.log.info('drained: closing the port');
    await app.close();
    await seeding;
    mailer.close();
    await redis?.quit();
    await database.close();
    clearTimeout(forceExit);
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A newcomer's embedded database gets a believable catalogue; production never does. The
  // auctions are filled before the server answers (well under a second with the photos `npm ci`
  // rendered), so the first visitor never meets empty grids; the finished sales, which go
  // through the real order workflows, follow once it answers.
  const demo = config.demoCatalogue && !config.databaseUrl;
  const seedOptions = {
    forfeitSellerSharePercent: config.forfeitSellerSharePercent,
    inspectionDays: config.inspectionDays,
    signal: stopSeeding.signal,
  };
  const seedingFailed = (error: unknown) => {
    if (!stopSeeding.signal.aborted) app.log.error({ err: error }, 'demo catalogue failed');
  };
  if (demo) {
    seeding = ensureDemoListings(database.db, photoStorage, seedOptions).then(
      (listed) => app.log.info(listed, 'demo auctions ready'),
      seedingFailed,
    );
    await seeding;
  }
  if (closing) return;

  await app.listen({ host: config.host, port: config.port });
  if (demo) {
    seeding = ensureDemoSales(database.db, photoStorage, seedOptions).then(
      (sales) => app.log.info({ sales }, 'demo sales ready'),
      seedingFailed,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      database: database.driver,
      mail: config.smtpUrl ? 'smtp' : 'dev mailbox',
      redis: Boolean(redis),
      ...(app.metricsUrl ? { metrics: app.metricsUrl } : {}),
    },
    `NaijaBid is ready at http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
