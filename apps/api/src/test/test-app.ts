import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import type { PaymentProvider } from '../modules/deposits/provider';
import type { FakePaystackContext } from '../paystack/fake/context';
import type { EventBus } from '../plugins/event-bus';
import type { PaystackTransfers } from '../paystack/transfers';
import { createDevMailboxMailer, createSmtpMailer } from '../plugins/mailer';
import type { WhatsAppSender } from '../whatsapp/cloud-api';
import type { MountedFakeWhatsApp } from '../wiring/whatsapp';

export interface TestResponse<TBody = any> {
  status: number;
  headers: Headers;
  body: TBody;
}

interface RequestOptions {
  body?: unknown;
  token?: string;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  baseUrl: string;
  database: DatabaseHandle;
  /** Set on a real PostgreSQL server, where other processes can open the same database. */
  databaseUrl: string | undefined;
  dataDir: string;
  events: EventBus;
  paymentProvider: PaymentProvider;
  /** The fake Paystack the app mounted (no key set); undefined when the test handed it one. */
  fakePaystack: FakePaystackContext | undefined;
  /** WhatsApp's sender the app chose (the fake it mounted, without a token), and that fake's settings. */
  whatsappSender: WhatsAppSender | undefined;
  fakeWhatsApp: MountedFakeWhatsApp | undefined;
  /** Where the Prometheus figures are served, when the test set `metrics`. */
  metricsUrl: string | undefined;
  log: FastifyBaseLogger;
  /** Every log line the server wrote, parsed; tests check no secret appears in them. */
  logLines: Array<Record<string, unknown>>;
  /** Every route the app registered, one per method. */
  routes: Array<{ method: string; url: string }>;
  request<TBody = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<TBody>>;
  /** A request as if it came over a socket from `remoteAddress` (injected, not sent over the network). */
  requestFrom(
    remoteAddress: string,
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }>;
  /** Mail the server sent to this address, newest first (development mailbox). */
  mailTo(email: string): Promise<Array<{ to: string; subject: string; text: string; html: string; sentAt: string }>>;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export async function openTestDatabase(
  appPort?: number,
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const handle = await openPglite({ loadDataDir: new Blob([template]) });
    return { handle, drop: async () => undefined };
  }
  // Each test file gets a database of its own on the real server, dropped afterwards.
  const name = `naijabid_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  if (appPort !== undefined) appUrl.port = String(appPort);
  const handle = await openPostgres(appUrl.toString(), 5);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Starts the real server code on a fresh database and a random port, reached over HTTP.
 * `databasePort` makes the app reach the PostgreSQL server through that port (a test's proxy);
 * `databaseUrl` names a database of the test's own server instead (kept: the test removes it).
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: { databasePort?: number; databaseUrl?: string; paystackTransfers?: PaystackTransfers } = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }),
    webDistDir: '/nonexistent',
    // Tests write rows straight into the table and read them back at once.
    browseCacheMs: 0,
    // Test files sign up many accounts from one address; the limit has tests of its own.
    accountRequestsPerAddress: 100_000,
    smsCodeLimits: { perAddressPerHour: 100_000, perHour: 100_000, newAccountHours: 0 },
    rateLimitKeyPrefix: `test:${randomUUID()}`,
    dataDir: mkdtempSync(path.join(tmpdir(), 'naijabid-test-data-')),
    redisUrl: process.env.REDIS_URL,
    ...overrides,
  };
  const {
    handle: database,
    url: databaseUrl,
    drop,
  } = options.databaseUrl
    ? { handle: await openPostgres(options.databaseUrl, 5), url: options.databaseUrl, drop: async () => undefined }
    : await openTestDatabase(options.databasePort);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailboxMailer(database.db);
  const logLines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const routes: TestApp['routes'] = [];
  const jwtSecret = config.jwtSecret ?? TEST_JWT_SECRET;
  const app = await buildApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
    config,
    database,
    mailer,
    redis,
    jwtSecret,
    paystackTransfers: options.paystackTransfers,
    // The production log settings (redaction, serialisers), so tests see what production writes.
    logger: { ...(loggerOptions('debug', jwtSecret) as object), stream: logStream },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Test server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    if (hasBody) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      redirect: 'manual',
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
  }

  return {
    baseUrl,
    database,
    dataDir: config.dataDir,
    databaseUrl,
    events: app.events,
    paymentProvider: app.paymentProvider,
    fakePaystack: app.fakePaystack,
    whatsappSender: app.whatsappSender,
    fakeWhatsApp: app.fakeWhatsApp,
    metricsUrl: app.metricsUrl,
    log: app.log,
    logLines,
    routes,
    request,
    async requestFrom(remoteAddress, method, path, options = {}) {
      const answer = await app.inject({
        remoteAddress,
        method,
        url: path,
        headers: options.headers,
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      });
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    },
    async mailTo(email) {
      const response = await request('GET', `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
      return response.body.data;
    },
    async close() {
      await app.fakePaystack?.webhooksSettled();
      await app.close();
      mailer.close();
      await redis?.quit();
      await database.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
      const errors = logLines.filter((line) => Number(line.level) >= 50);
      if (errors.length > 0) throw new Error(`The server logged errors: ${JSON.stringify(errors)}`);
    },
  };
}

let emailCounter = 0;
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}.${emailCounter}.${randomUUID().slice(0, 8)}@example.ng`;
}

export function extractCode(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`No 6-digit code in: ${text}`);
  return match[1];
}
