import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { ReplicaReads } from '../db/read-replica';
import { AppError } from '../errors';
import { PaystackError, type PaystackHttp } from '../paystack/http';
import { JOB_MAX_ATTEMPTS } from './job-queue';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms';

/** Request and call durations in seconds: a page answer takes milliseconds, a slow provider seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Reconciliation reads the whole ledger, so a scrape reuses its last count for this long. */
const RECONCILIATION_REFRESH_MS = 5 * 60 * 1000;
/** A route Fastify did not match (a 404) has no pattern; the raw URL would make a label per probe. */
const UNMATCHED_ROUTE = 'unmatched';

export interface LiveStreamMetrics {
  /** Counts a stream as open; the function returned counts it closed. */
  streamOpened(): () => void;
  eventsSent(count: number): void;
}

export interface MetricsOptions {
  database: DatabaseHandle;
  /** The read replica's routing, when DATABASE_READ_URL is set: its lag as this process measures it, and where reads went. */
  readReplica?: ReplicaReads | undefined;
  /** Differences the reconciliation finds now; counted in the background, at most every few minutes. */
  reconciliationDifferences: () => Promise<number>;
  log: FastifyBaseLogger;
}

export type Metrics = Awaited<ReturnType<typeof createMetrics>>;

/**
 * The process's figures in Prometheus's text format. Counters and histograms move as the
 * work happens (a few additions, no I/O); what lives in the database (the job queue, the
 * pool, replicas, reconciliation) is read when Prometheus scrapes. In a cluster every worker
 * keeps its own registry and the primary sums them (`serveClusterMetrics`): figures read
 * from the shared database take the first worker's answer instead of a sum.
 */
export async function createMetrics({ database, readReplica, reconciliationDifferences, log }: MetricsOptions) {
  // Loaded only when used (30 ms), as the PostgreSQL driver is: metrics are off by default.
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'naijabid_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const bidsAccepted = new Counter({
    name: 'naijabid_bids_accepted_total',
    help: 'Bids stored (replays of a stored bid not counted)',
    registers,
  });
  const smsCodesRefused = new Counter({
    name: 'naijabid_sms_codes_refused_total',
    help: 'Phone codes refused by a limit, by which: address, account, new_accounts, reserved, site',
    labelNames: ['reason'] as const,
    registers,
  });
  const bidsRefused = new Counter({
    name: 'naijabid_bids_refused_total',
    help: 'Bids refused, by the error code of the refusal',
    labelNames: ['reason'] as const,
    registers,
  });
  const bidDuration = new Histogram({
    name: 'naijabid_bid_duration_seconds',
    help: 'Time from a bid reaching the workflow to its outcome, batching wait included',
    buckets: DURATION_BUCKETS,
    registers,
  });
  const liveStreams = new Gauge({
    name: 'naijabid_live_streams_open',
    help: 'Live (SSE) streams open',
    registers,
  });
  const liveEvents = new Counter({
    name: 'naijabid_live_events_sent_total',
    help: 'Frames with data written to live streams (keep-alives not counted)',
    registers,
  });
  const outbox = new Counter({
    name: 'naijabid_outbox_messages_total',
    help: 'Mail and SMS handed to the provider (or the development outbox), by outcome',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  const paystackDuration = new Histogram({
    name: 'naijabid_paystack_call_duration_seconds',
    help: 'Calls to Paystack by operation, with their duration',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const paystackFailures = new Counter({
    name: 'naijabid_paystack_call_failures_total',
    help: 'Calls to Paystack that failed, by operation and HTTP status (0: no answer)',
    labelNames: ['operation', 'status'] as const,
    registers,
  });

  new Gauge({
    name: 'naijabid_db_pool_connections',
    help: 'Database connections checked out (in_use) and requests waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { inUse, waiting } = database.poolUsage();
      this.set({ state: 'in_use' }, inUse);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'naijabid_jobs_due',
    help: 'Jobs whose time has come and that are not done, by kind (given-up jobs not counted)',
    labelNames: ['kind'] as const,
    registers,
    aggregator: 'first',
    async collect() {
      this.reset();
      for (const row of await jobQueue()) this.set({ kind: row.kind }, row.due);
    },
  });
  new Gauge({
    name: 'naijabid_jobs_lag_seconds',
    help: 'How long the oldest due job of each kind has waited past its time',
    labelNames: ['kind'] as const,
    registers,
    aggregator: 'first',
    async collect() {
      this.reset();
      for (const row of await jobQueue()) this.set({ kind: row.kind }, row.lagSeconds);
    },
  });
  new Gauge({
    name: 'naijabid_jobs_given_up',
    help: 'Jobs out of attempts, waiting for an operator, by kind',
    labelNames: ['kind'] as const,
    registers,
    aggregator: 'first',
    async collect() {
      this.reset();
      for (const row of await jobQueue()) this.set({ kind: row.kind }, row.givenUp);
    },
  });
  if (database.driver === 'postgres') {
    new Gauge({
      name: 'naijabid_db_replica_lag_seconds',
      help: 'Replay lag of the most behind streaming replica, as the primary sees it (absent without replicas)',
      registers,
      aggregator: 'max',
      async collect() {
        this.reset();
        const rows = (await database.db.execute<{ lag: number | null }>(
          sql`select extract(epoch from max(replay_lag))::float8 as lag from pg_stat_replication`,
        )) as unknown as { rows: Array<{ lag: number | null }> };
        const lag = rows.rows[0]?.lag;
        if (lag !== null && lag !== undefined) this.set(lag);
      },
    });
  }
  if (readReplica) {
    new Gauge({
      name: 'naijabid_db_read_replica_lag_seconds',
      help: 'How far the read replica (DATABASE_READ_URL) was behind the primary at its last check (NaN while unreachable)',
      registers,
      aggregator: 'max',
      collect() {
        this.set(readReplica.status().lagSeconds ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'naijabid_db_read_replica_in_use',
      help: 'Whether browse and auction reads go to the read replica (1) or back to the primary (0)',
      registers,
      aggregator: 'min',
      collect() {
        this.set(readReplica.status().inUse ? 1 : 0);
      },
    });
    const reads = new Counter({
      name: 'naijabid_db_reads_total',
      help: 'Reads a replica may serve (browse, search, auction pages), by the server that answered',
      labelNames: ['server'] as const,
      registers,
    });
    readReplica.onRead((server) => reads.inc({ server }));
  }
  let reconciliation: { differences: number; at: number } | undefined;
  let reconciling = false;
  new Gauge({
    name: 'naijabid_reconciliation_differences',
    help: 'Differences the last money reconciliation found (recounted at most every 5 minutes)',
    registers,
    aggregator: 'max',
    collect() {
      const stale = !reconciliation || Date.now() - reconciliation.at > RECONCILIATION_REFRESH_MS;
      if (stale && !reconciling) {
        reconciling = true;
        // Not awaited: a scrape must not wait for a read of the whole ledger.
        reconciliationDifferences()
          .then((differences) => (reconciliation = { differences, at: Date.now() }))
          .catch((error: unknown) =>
            log.warn({ err: error }, 'counting reconciliation differences for the metrics failed'),
          )
          .finally(() => (reconciling = false));
      }
      if (reconciliation) this.set(reconciliation.differences);
    },
  });

  // One query per scrape serves the three job gauges.
  let jobQueueRead: Promise<JobQueueRow[]> | undefined;
  function jobQueue(): Promise<JobQueueRow[]> {
    jobQueueRead ??= readJobQueue(database).finally(() => setImmediate(() => (jobQueueRead = undefined)));
    return jobQueueRead;
  }

  return {
    registry,
    recordRequest(method: string, route: string | undefined, status: number, seconds: number): void {
      requestDuration.observe({ method, route: route ?? UNMATCHED_ROUTE, status: String(status) }, seconds);
    },
    /** Times a bid and counts its outcome: stored, or refused by its error code. */
    async countBid<T extends { replayed: boolean }>(placing: () => Promise<T>): Promise<T> {
      const stop = bidDuration.startTimer();
      try {
        const placed = await placing();
        if (!placed.replayed) bidsAccepted.inc();
        return placed;
      } catch (error) {
        if (error instanceof AppError) bidsRefused.inc({ reason: error.code });
        throw error;
      } finally {
        stop();
      }
    },
    live: {
      streamOpened() {
        liveStreams.inc();
        return () => liveStreams.dec();
      },
      eventsSent: (count) => liveEvents.inc(count),
    } satisfies LiveStreamMetrics,
    smsCodeRefused: (reason: string) => smsCodesRefused.inc({ reason }),
    countMail(mailer: Mailer): Mailer {
      return {
        send: (mail) => counted(outbox, 'mail', mailer.send(mail)),
        close: () => mailer.close(),
      };
    },
    countSms(sender: SmsSender): SmsSender {
      return { send: (sms) => counted(outbox, 'sms', sender.send(sms)) };
    },
    timePaystack(http: PaystackHttp): PaystackHttp {
      return async (method, path, schema, body) => {
        const operation = paystackOperation(method, path);
        const stop = paystackDuration.startTimer({ operation });
        try {
          return await http(method, path, schema, body);
        } catch (error) {
          paystackFailures.inc({ operation, status: String(error instanceof PaystackError ? error.status : 0) });
          throw error;
        } finally {
          stop();
        }
      };
    },
  };
}

async function counted(outbox: Counter<'channel' | 'outcome'>, channel: string, sending: Promise<void>): Promise<void> {
  try {
    await sending;
    outbox.inc({ channel, outcome: 'sent' });
  } catch (error) {
    outbox.inc({ channel, outcome: 'failed' });
    throw error;
  }
}

/**
 * A Paystack path names references and codes (`/transaction/verify/nb-...`); only its
 * lower-case words make the label, so there is one series per operation, not per payment.
 */
export function paystackOperation(method: string, path: string): string {
  const words = path
    .split('?')[0]!
    .split('/')
    .filter((segment) => /^[a-z_]+$/.test(segment));
  return `${method} /${words.join('/')}`;
}

interface JobQueueRow {
  kind: string;
  due: number;
  lagSeconds: number;
  givenUp: number;
}

async function readJobQueue(database: DatabaseHandle): Promise<JobQueueRow[]> {
  const result = (await database.db.execute(sql`
    select kind,
      (count(*) filter (where run_at <= now() and attempts < ${JOB_MAX_ATTEMPTS}))::int as due,
      coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now() and attempts < ${JOB_MAX_ATTEMPTS})), 0)::float8 as "lagSeconds",
      (count(*) filter (where attempts >= ${JOB_MAX_ATTEMPTS}))::int as "givenUp"
    from jobs where done_at is null group by kind`)) as unknown as { rows: JobQueueRow[] };
  return result.rows;
}

/**
 * Times every request by its route pattern (never the URL, whose ids and queries would make
 * a series per request). Fastify has already measured the time; recording it adds nothing
 * to wait for.
 */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.recordRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * Serves the figures on a listener of its own (METRICS_PORT, loopback by default), never on
 * the public port. A cluster worker does not listen: it answers the primary, which serves
 * the workers' figures added up (`serveClusterMetrics`).
 */
export async function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { host, port }: { host: string; port: number },
): Promise<string | undefined> {
  if (cluster.isWorker) {
    const { AggregatorRegistry } = await import('prom-client');
    AggregatorRegistry.setRegistries([metrics.registry]);
    // Its constructor is what makes a worker answer the primary's requests for figures.
    new AggregatorRegistry();
    return undefined;
  }
  const server = metricsServer(() => metrics.registry.metrics(), metrics.registry.contentType);
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return metricsUrl(server);
}

/** The cluster primary's listener: every worker's figures, added up, per scrape. */
export async function serveClusterMetrics({ host, port }: { host: string; port: number }): Promise<void> {
  const { AggregatorRegistry } = await import('prom-client');
  const aggregator = new AggregatorRegistry();
  const server = metricsServer(() => aggregator.clusterMetrics(), aggregator.contentType);
  server.on('error', (error) => {
    // The workers exit with the primary: a start without its metrics is refused, as a worker's would be.
    console.error(`The metrics could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => console.log(`Serving metrics at ${metricsUrl(server)}`));
}

function metricsUrl(server: Server): string {
  const address = server.address() as AddressInfo;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/metrics`;
}

function metricsServer(read: () => Promise<string>, contentType: string): Server {
  return createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/metrics' || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    read().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
}
