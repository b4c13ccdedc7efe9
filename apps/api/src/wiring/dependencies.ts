import type { FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Drain } from '../plugins/drain';
import type { EventBus } from '../plugins/event-bus';
import type { Mailer } from '../plugins/mailer';
import type { PhotoStorage } from '../plugins/photo-storage';
import type { SmsSender } from '../plugins/sms';
import type { PaystackTransfers } from '../paystack/transfers';

/** What a server is built from: the entry point's (server.ts) or a test's. */
export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  redis?: Redis;
  jwtSecret: string;
  /** Live events between processes; made from `redis` when not given. */
  bus?: EventBus;
  /** Defaults to the bucket of S3_BUCKET, else the local folder in DATA_DIR served under /media. */
  photoStorage?: PhotoStorage;
  logger?: FastifyServerOptions['logger'];
  /** Payouts through another Paystack than deposits' (tests start a fake of their own). */
  paystackTransfers?: PaystackTransfers;
  /** Hears every route as it is registered (tests enumerate the admin routes with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Defaults to Termii with TERMII_API_KEY, else the development SMS outbox. */
  smsSender?: SmsSender;
  /** Set by the server on a stop signal: readiness then answers 503 (never set in tests without it). */
  drain?: Drain;
}
