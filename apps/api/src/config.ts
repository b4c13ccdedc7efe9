import { availableParallelism } from 'node:os';
import { z } from 'zod';
import {
  DEFAULT_API_PORT,
  DEFAULT_INSPECTION_DAYS,
  DEPOSIT_LIMITS_KOBO,
  VERIFIED_SELLER_THRESHOLDS_KOBO,
  HANDOVER_CODE,
  WHATSAPP_ALERTS,
  WITHDRAWAL_LIMITS_KOBO,
} from '@naijabid/shared/constants';
import { defaultPreferredBank } from './paystack/dedicated-accounts';
import { PAYSTACK_PUBLIC_BASE_URL } from './paystack/http';
import { TERMII_PUBLIC_BASE_URL } from './termii/client';
import { WHATSAPP_PUBLIC_BASE_URL, type WhatsAppSettings } from './whatsapp/cloud-api';
import type { S3PhotoStoreSettings } from './plugins/s3-photo-storage';
import type { PushEndpointPolicy } from './modules/push/endpoint-guard';

/** Google's OpenID Connect issuer; its discovery document is under /.well-known/openid-configuration. */
export const GOOGLE_ISSUER_URL = 'https://accounts.google.com';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_API_PORT),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL of a streaming replica')
      .optional(),
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().positive().max(3600).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_TTL_SECONDS: positiveInt(60 * 60),
    SESSION_MAX_AGE_DAYS: positiveInt(30),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('NaijaBid <no-reply@naijabid.ng>'),
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: positiveInt(30),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: positiveInt(10),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(100),
    LOGIN_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
    ACCOUNT_REQUESTS_PER_ADDRESS: positiveInt(100),
    SMS_CODES_PER_ADDRESS_PER_HOUR: positiveInt(10),
    SMS_CODES_PER_HOUR: positiveInt(1000),
    SMS_NEW_ACCOUNT_HOURS: z.coerce.number().int().min(0).max(8760).default(72),
    HANDOVER_CODE_LOCK_MINUTES: positiveInt(HANDOVER_CODE.lockMinutes),
    INSPECTION_DAYS: z.coerce.number().int().min(1).max(30).default(DEFAULT_INSPECTION_DAYS),
    REQUEST_TIMEOUT_SECONDS: positiveInt(120),
    CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
    CONNECTION_IDLE_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    PHOTO_UPLOADS_PER_HOUR: positiveInt(60),
    DEPOSITS_PER_HOUR: positiveInt(20),
    LIVE_STREAMS_MAX: positiveInt(10_000),
    LIVE_STREAMS_PER_ADDRESS: positiveInt(200),
    LIVE_STREAMS_PER_USER: positiveInt(10),
    WEB_DIST_DIR: z.string().min(1).optional(),
    DEPOSIT_MIN_KOBO: z.coerce.number().int().positive().default(DEPOSIT_LIMITS_KOBO.min),
    DEPOSIT_MAX_KOBO: z.coerce.number().int().positive().default(DEPOSIT_LIMITS_KOBO.max),
    WITHDRAWAL_MIN_KOBO: z.coerce.number().int().positive().default(WITHDRAWAL_LIMITS_KOBO.min),
    WITHDRAWAL_MAX_KOBO: z.coerce.number().int().positive().default(WITHDRAWAL_LIMITS_KOBO.max),
    WITHDRAWALS_PER_DAY_KOBO: z.coerce.number().int().positive().default(WITHDRAWAL_LIMITS_KOBO.perDay),
    VERIFIED_SELLER_LISTING_KOBO: z.coerce.number().int().positive().default(VERIFIED_SELLER_THRESHOLDS_KOBO.listing),
    VERIFIED_SELLER_WITHDRAWAL_KOBO: z.coerce
      .number()
      .int()
      .positive()
      .default(VERIFIED_SELLER_THRESHOLDS_KOBO.withdrawal),
    WITHDRAWAL_VERIFY_AFTER_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(5 * 60),
    COMPANY_ADDRESS: z.string().trim().min(10, 'must be the registered address printed on receipts').optional(),
    COMPANY_TIN: z
      .string()
      .regex(/^(\d{8}-\d{4}|\d{10})$/, 'must be a Nigerian tax identification number (12345678-0001 or 10 digits)')
      .optional(),
    DEMO_CATALOGUE: booleanFlag.default(true),
    BROWSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    WEB_CONCURRENCY: z.coerce.number().int().positive().max(64).optional(),
    FORFEIT_SELLER_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    RATE_LIMIT_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, underscores or hyphens')
      .default('naijabid'),
    READ_NOTICE_RETENTION_DAYS: positiveInt(90),
    UNREAD_NOTICE_RETENTION_DAYS: positiveInt(365),
    FINISHED_JOB_RETENTION_DAYS: positiveInt(14),
    USED_CODE_RETENTION_DAYS: positiveInt(7),
    GOOGLE_TICKET_RETENTION_DAYS: positiveInt(1),
    ENDED_SESSION_RETENTION_DAYS: positiveInt(30),
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, 'must be a Paystack secret key (sk_test_... or sk_live_...)')
      .optional(),
    PAYSTACK_BASE_URL: z.url().optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER_URL: z.url().optional(),
    PAYSTACK_PREFERRED_BANK: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a bank's slug, like wema-bank")
      .optional(),
    // Web Push keys (modules/push/vapid.ts): base64url, as `npx web-push generate-vapid-keys` prints them.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
      .default('mailto:support@naijabid.ng'),
    // Tests' and development's own push services on this machine (modules/push/endpoint-guard.ts).
    PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS: booleanFlag.default(false),
    TERMII_API_KEY: z.string().min(10, 'must be a Termii API key').optional(),
    TERMII_BASE_URL: z.url().optional(),
    TERMII_SENDER_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{3,11}$/, 'must be 3 to 11 letters or digits, as registered with Termii')
      .default('NaijaBid'),
    WHATSAPP_TOKEN: z.string().min(20, 'must be a WhatsApp Cloud API access token').optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,20}$/, "must be the WhatsApp business number's id (digits)")
      .optional(),
    WHATSAPP_APP_SECRET: z.string().min(16, "must be the Meta app's secret").optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    WHATSAPP_BASE_URL: z.url().optional(),
    WHATSAPP_NOT_DELIVERED_WITHIN_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
    WHATSAPP_ALERTS_PER_HOUR: positiveInt(WHATSAPP_ALERTS.perHour),
    DEV_TOOLS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
      )
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name, like us-east-1 (auto for Cloudflare R2)')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PUBLIC_URL: z.url().optional(),
  })
  .superRefine((env, context) => {
    if (env.DEPOSIT_MIN_KOBO > env.DEPOSIT_MAX_KOBO) {
      // Every deposit would be refused as too small or too large.
      context.addIssue({ code: 'custom', path: ['DEPOSIT_MIN_KOBO'], message: 'must not be above DEPOSIT_MAX_KOBO' });
    }
    if (env.WITHDRAWAL_MIN_KOBO > env.WITHDRAWAL_MAX_KOBO) {
      context.addIssue({
        code: 'custom',
        path: ['WITHDRAWAL_MIN_KOBO'],
        message: 'must not be above WITHDRAWAL_MAX_KOBO',
      });
    }
    if (env.WITHDRAWAL_MAX_KOBO > env.WITHDRAWALS_PER_DAY_KOBO) {
      // A withdrawal of the largest single amount could never pass the daily limit.
      context.addIssue({
        code: 'custom',
        path: ['WITHDRAWAL_MAX_KOBO'],
        message: 'must not be above WITHDRAWALS_PER_DAY_KOBO',
      });
    }
    if ((env.WEB_CONCURRENCY ?? 1) > 1 && !(env.DATABASE_URL && env.REDIS_URL)) {
      // The embedded database allows one process, and limits and live events kept in memory
      // would differ from process to process.
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'above 1 needs DATABASE_URL and REDIS_URL',
      });
    }
    const connectionsPerAddress = connectionCap(env);
    if (connectionsPerAddress !== undefined && connectionsPerAddress <= env.LIVE_STREAMS_PER_ADDRESS) {
      // Every live stream holds a connection: the streams' own clear refusal would never be reached.
      context.addIssue({
        code: 'custom',
        path: ['CONNECTIONS_PER_ADDRESS'],
        message: `(${connectionsPerAddress}${env.CONNECTIONS_PER_ADDRESS === undefined ? ', the default' : ''}) must be above LIVE_STREAMS_PER_ADDRESS, as every live stream holds a connection`,
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      // The figures name routes, volumes and failures: never on the public port.
      context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (env.PAYSTACK_BASE_URL && !env.PAYSTACK_SECRET_KEY) {
      // Without a key the fake Paystack is mounted on this server, and the URL would be ignored.
      context.addIssue({ code: 'custom', path: ['PAYSTACK_BASE_URL'], message: 'needs PAYSTACK_SECRET_KEY' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      // Half a client cannot sign anyone in; better refused at start than at the first click.
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      context.addIssue({ code: 'custom', path: [missing], message: 'is required with the other Google setting' });
    }
    if (env.OIDC_ISSUER_URL && !env.GOOGLE_CLIENT_ID) {
      context.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'needs GOOGLE_CLIENT_ID' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'is required with the other VAPID key' });
    }
    if (env.TERMII_BASE_URL && !env.TERMII_API_KEY) {
      // Without a key SMS go to the development outbox, and the URL would be ignored.
      context.addIssue({ code: 'custom', path: ['TERMII_BASE_URL'], message: 'needs TERMII_API_KEY' });
    }
    checkPhotoStore(env, context);
    checkReadReplica(env, context);
    checkWhatsApp(env, context);
    if (env.NODE_ENV !== 'production') return;
    if (env.PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS) {
      // A push endpoint is user input: in production it must never reach this machine.
      context.addIssue({
        code: 'custom',
        path: ['PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS'],
        message: 'is for tests and development only, never production',
      });
    }
    if (env.S3_PUBLIC_URL && !env.S3_PUBLIC_URL.startsWith('https://')) {
      // An https page does not load http images.
      context.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: 'must be https:// in production' });
    }
    if (env.OIDC_ISSUER_URL && !env.OIDC_ISSUER_URL.startsWith('https://')) {
      context.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must be https:// in production' });
    }
    if (env.GOOGLE_CLIENT_ID && !env.PUBLIC_URL) {
      // The redirect URI registered with Google must not follow whatever Host a request names.
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required in production with Google sign-in',
      });
    }
    if (!env.SMTP_URL) context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    if (!env.JWT_SECRET)
      context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    if (!env.PAYSTACK_SECRET_KEY)
      context.addIssue({ code: 'custom', path: ['PAYSTACK_SECRET_KEY'], message: 'is required in production' });
    // Listing and withdrawing need a verified phone, and phones are verified by SMS.
    if (!env.TERMII_API_KEY)
      context.addIssue({ code: 'custom', path: ['TERMII_API_KEY'], message: 'is required in production' });
    // Every receipt and statement names the company by its address and TIN; a placeholder is no document.
    for (const setting of ['COMPANY_ADDRESS', 'COMPANY_TIN'] as const) {
      if (!env[setting]) context.addIssue({ code: 'custom', path: [setting], message: 'is required in production' });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/** The bucket's settings come whole or not at all: half of them would fail the first upload, not the start. */
function checkPhotoStore(
  env: { [Key in (typeof S3_SETTINGS)[number] | 'S3_BUCKET']?: unknown },
  context: z.RefinementCtx,
) {
  if (!env.S3_BUCKET) {
    for (const setting of S3_SETTINGS) {
      if (env[setting] !== undefined) context.addIssue({ code: 'custom', path: [setting], message: 'needs S3_BUCKET' });
    }
    return;
  }
  if (!env.S3_REGION) {
    context.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message: 'is required with S3_BUCKET (auto for Cloudflare R2, us-east-1 for MinIO)',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key' });
  } else if (env.S3_ENDPOINT && !env.S3_ACCESS_KEY_ID) {
    // Only AWS itself hands out keys through an instance or task role.
    context.addIssue({
      code: 'custom',
      path: ['S3_ACCESS_KEY_ID'],
      message: 'and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT',
    });
  }
}

const WHATSAPP_SETTINGS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_BASE_URL',
] as const;

/**
 * WhatsApp's settings come whole or not at all: without the app secret no status webhook
 * could be believed, without the number nothing could be sent. Without a token the fake is
 * mounted (outside production), and the others would be ignored.
 */
function checkWhatsApp(
  env: { [Key in (typeof WHATSAPP_SETTINGS)[number] | 'WHATSAPP_TOKEN']?: unknown },
  context: z.RefinementCtx,
) {
  for (const setting of WHATSAPP_SETTINGS) {
    if (env.WHATSAPP_TOKEN && setting !== 'WHATSAPP_BASE_URL' && env[setting] === undefined)
      context.addIssue({ code: 'custom', path: [setting], message: 'is required with WHATSAPP_TOKEN' });
    if (!env.WHATSAPP_TOKEN && env[setting] !== undefined)
      context.addIssue({ code: 'custom', path: [setting], message: 'needs WHATSAPP_TOKEN' });
  }
}

/** A replica further behind than this sends browse and auction reads back to the primary. */
const DEFAULT_READ_MAX_LAG_SECONDS = 5;

/** A replica of the primary, or nothing: its lag setting alone would be silently ignored. */
function checkReadReplica(
  env: {
    DATABASE_URL?: string | undefined;
    DATABASE_READ_URL?: string | undefined;
    DATABASE_READ_MAX_LAG_SECONDS?: number | undefined;
  },
  context: z.RefinementCtx,
) {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    context.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL (the primary)' });
  if (env.DATABASE_READ_MAX_LAG_SECONDS !== undefined && !env.DATABASE_READ_URL)
    context.addIssue({ code: 'custom', path: ['DATABASE_READ_MAX_LAG_SECONDS'], message: 'needs DATABASE_READ_URL' });
}

const DEFAULT_CONNECTIONS_PER_ADDRESS = 300;

/**
 * Connections one socket peer may hold, counted when it connects, before any header could
 * name a forwarded address. Behind a proxy (TRUST_PROXY) every client arrives from the
 * proxy's few addresses, so by default there is no cap there: the proxy, which sees the
 * clients' own addresses, caps them. 0 turns the cap off.
 */
function connectionCap(env: {
  CONNECTIONS_PER_ADDRESS?: number | undefined;
  TRUST_PROXY: boolean;
}): number | undefined {
  const cap = env.CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : DEFAULT_CONNECTIONS_PER_ADDRESS);
  return cap === 0 ? undefined : cap;
}

/**
 * How long a page may wait for its first screen (the browse answer, normally from the
 * cache in a millisecond, or the auction's few reads, and the render, a few). Past it the page goes out without that
 * screen, which the app then fetches and paints itself, rather than later: a database
 * outage would otherwise hold every page.
 */
export const FIRST_SCREEN_DEADLINE_MS = 250;

/** Outside production, receipts name a company that says it is not one. */
const DEVELOPMENT_COMPANY = { address: 'Development only, 1 Example Street, Ikeja, Lagos', tin: '00000000-0000' };

export interface Config {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: boolean;
  databaseUrl: string | undefined;
  /**
   * A streaming replica of DATABASE_URL for browse, search and auction pages, left for the
   * primary while it is further behind than `maxLagSeconds` or unreachable (db/read-replica.ts).
   */
  readReplica: { url: string; maxLagSeconds: number } | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Unset outside production: a secret is generated once and kept in the data folder. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  sessionMaxAgeDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Attempts per client address; failed passwords per account from one address (the owner
   * on another address is not locked out); failed passwords per account from all addresses
   * together, a slower limit against guessing spread over many addresses.
   */
  loginLimits: {
    maxAttemptsPerAddress: number;
    maxFailuresPerAccountAddress: number;
    maxFailuresPerAccount: number;
    windowSeconds: number;
  };
  /**
   * Sign-ups, verification codes and code resends one client address may ask for per login
   * window: bounds probing for accounts. Generous, because mobile carriers put many
   * subscribers behind one address.
   */
  accountRequestsPerAddress: number;
  /**
   * Phone codes sent by SMS per hour, as each one is billed to us: per client address (one
   * person signing up many accounts; still room for a few people behind one carrier address)
   * and across the whole site (bounds the bill of an abuse spread over many addresses).
   * Accounts not email-verified or younger than `newAccountHours` share a fifth of the
   * site's hour between them (modules/phone/service.ts).
   */
  smsCodeLimits: { perAddressPerHour: number; perHour: number; newAccountHours: number };
  /** How long a pickup's seller waits after HANDOVER_CODE.triesMax wrong codes. */
  handoverCodeLockMinutes: number;
  /**
   * The buyer's inspection window in days: after they say the item arrived, the escrow is
   * released this long after unless they ask for a return (docs/product.md#returns).
   */
  inspectionDays: number;
  /**
   * Longest a client may take to send a whole request, body included: a 8 MB photo over a
   * slow 1 Mbit/s uplink takes about 70 s. Past it the connection is answered 408 and closed,
   * so a request that never finishes its body cannot hold a connection for ever.
   */
  requestTimeoutSeconds: number;
  /**
   * Connections one client address (the socket's peer) may hold open in this process, the
   * rest refused at once: 3,000 half-sent requests from one address held 3,000 open files.
   * Above the live streams allowed per address, as each stream holds one. Per process, like
   * the open files it protects. Undefined: no cap (behind a proxy by default).
   */
  connectionsPerAddress: number | undefined;
  /**
   * Longest a client may send nothing while the server waits for its request's headers or
   * body; the connection is then answered 408 and closed, long before the whole-request
   * deadline. A live stream or an idle kept-alive connection is not waiting on the client.
   */
  connectionIdleSeconds: number;
  /** Photos one seller may upload per hour: a listing holds 8, and unattached uploads cost disk and CPU. */
  photoUploadsPerHour: number;
  /** Deposits one user may start per hour: each is a row and a call to the payment provider. */
  depositsPerHour: number;
  /**
   * Live (SSE) streams this process holds at once: in all (each is a socket and memory;
   * about 20,000 would exhaust file descriptors), per client address (generous for carrier
   * NAT) and per signed-in user (a few tabs and devices).
   */
  liveStreamLimits: { total: number; perAddress: number; perUser: number };
  webDistDir: string | undefined;
  /** How long a page waits for its server-rendered first screen before going out without it. */
  firstScreenDeadlineMs: number;
  depositLimitsKobo: { min: number; max: number };
  /** One withdrawal's smallest and largest amount, and the most one user may withdraw in any 24 hours. */
  withdrawalLimitsKobo: { min: number; max: number; perDay: number };
  /** A listing whose starting or Buy Now price passes `listing`, and a withdrawal over `withdrawal`, need a verified seller. */
  verifiedSellerThresholdsKobo: { listing: number; withdrawal: number };
  /**
   * How long after a withdrawal its transfer is verified with the provider if no webhook has
   * settled it (then again after the job queue's backoff until it is final).
   */
  withdrawalVerifyAfterSeconds: number;
  /** Seed the demo catalogue into an empty embedded database (never in production). */
  demoCatalogue: boolean;
  /** How long a public browse page may be served from memory; 0 turns the cache off. */
  browseCacheMs: number;
  /**
   * Prefix of every rate-limit key and live-event channel in Redis (RATE_LIMIT_KEY_PREFIX):
   * the same on every node of one site, different for anything else sharing that Redis.
   */
  rateLimitKeyPrefix: string;
  /** How many server processes share the port (WEB_CONCURRENCY; with PostgreSQL and Redis, one per core by default). */
  serverProcesses: number;
  /** The seller's part of a forfeited bid security; the platform's revenue account gets the rest. */
  forfeitSellerSharePercent: number;
  /**
   * How long a claimed job keeps other processes off it. A process that dies mid-job leaves
   * it to another after this long, so it must be well above any job's run time (a mail's
   * SMTP timeouts are 15 s each).
   */
  jobLeaseSeconds: number;
  /**
   * How long a stopping process answers not-ready before it closes its port, so a load
   * balancer's health checks (HAProxy: interval times fall, deploy/haproxy.cfg) take it out
   * first and no new request meets a closed port.
   */
  drainSeconds: number;
  /**
   * Days the housekeeping job (workflows/housekeeping.ts) keeps what nobody needs for long:
   * notices (read, unread) by when they were sent, finished jobs (and the fake Paystack's
   * delivered webhooks) by when they finished, codes and Google sign-in tickets by when they
   * were used or expired, sessions by when they ended.
   */
  retentionDays: RetentionDays;
  /**
   * Paystack, for deposits and payouts. Without a secret key (never in production) the fake
   * Paystack (src/paystack/fake) is mounted on this server and stands in for it.
   */
  paystack: { secretKey: string; baseUrl: string; preferredBank: string } | undefined;
  /**
   * Google sign-in (OpenID Connect), on when a client id and secret are set; the issuer is
   * Google's unless OIDC_ISSUER_URL names another provider (tests start one of their own).
   */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /** Termii, for SMS codes. Without a key (never in production) SMS go to the development outbox at /dev/sms. */
  termii: { apiKey: string; baseUrl: string; senderId: string } | undefined;
  /**
   * The WhatsApp Business Cloud API, for alerts to users who opted in. Without a token, outside
   * production, the fake (src/whatsapp/fake.ts) is mounted on this server and stands in for
   * it; in production without one, WhatsApp alerts are not offered.
   */
  whatsapp: WhatsAppSettings | undefined;
  /**
   * An urgent alert WhatsApp has not reported delivered within `notDeliveredWithinSeconds`
   * goes by SMS; at most `perHour` alerts reach one user's phone in any hour.
   */
  whatsappAlerts: { notDeliveredWithinSeconds: number; perHour: number };
  /**
   * Web Push. Without keys, outside production, a pair is generated once and kept in the
   * database; in production push is off (no key is offered, nothing is sent).
   */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
  /**
   * Where push endpoints may point (modules/push/endpoint-guard.ts): in production only the
   * browsers' known push services; never an internal address, except loopback for tests.
   */
  pushEndpoints: PushEndpointPolicy;
  /**
   * Opens the development tools (never in production) to callers off loopback that present
   * it, such as a staging server's developers through its proxy (plugins/dev-tools-access.ts).
   */
  devToolsToken: string | undefined;
  /**
   * Prometheus figures (plugins/metrics.ts) on a listener of their own, loopback unless
   * METRICS_HOST says otherwise; undefined: not served. In a cluster the primary serves them.
   */
  metrics: { host: string; port: number } | undefined;
  /** NaijaBid's registered address and tax identification number, as every receipt and statement carries them. */
  company: { address: string; tin: string };
  /** Photos go to this S3-compatible bucket instead of the folder in DATA_DIR (plugins/s3-photo-storage.ts). */
  s3: S3PhotoStoreSettings | undefined;
}

export interface RetentionDays {
  readNotices: number;
  unreadNotices: number;
  finishedJobs: number;
  usedCodes: number;
  googleTickets: number;
  endedSessions: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once at start; every bad value is reported by name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    readReplica: env.DATABASE_READ_URL
      ? { url: env.DATABASE_READ_URL, maxLagSeconds: env.DATABASE_READ_MAX_LAG_SECONDS ?? DEFAULT_READ_MAX_LAG_SECONDS }
      : undefined,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    sessionMaxAgeDays: env.SESSION_MAX_AGE_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    loginLimits: {
      maxAttemptsPerAddress: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      maxFailuresPerAccountAddress: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowSeconds: env.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    accountRequestsPerAddress: env.ACCOUNT_REQUESTS_PER_ADDRESS,
    smsCodeLimits: {
      perAddressPerHour: env.SMS_CODES_PER_ADDRESS_PER_HOUR,
      perHour: env.SMS_CODES_PER_HOUR,
      newAccountHours: env.SMS_NEW_ACCOUNT_HOURS,
    },
    handoverCodeLockMinutes: env.HANDOVER_CODE_LOCK_MINUTES,
    inspectionDays: env.INSPECTION_DAYS,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    connectionsPerAddress: connectionCap(env),
    connectionIdleSeconds: env.CONNECTION_IDLE_SECONDS,
    photoUploadsPerHour: env.PHOTO_UPLOADS_PER_HOUR,
    depositsPerHour: env.DEPOSITS_PER_HOUR,
    liveStreamLimits: {
      total: env.LIVE_STREAMS_MAX,
      perAddress: env.LIVE_STREAMS_PER_ADDRESS,
      perUser: env.LIVE_STREAMS_PER_USER,
    },
    webDistDir: env.WEB_DIST_DIR,
    firstScreenDeadlineMs: FIRST_SCREEN_DEADLINE_MS,
    browseCacheMs: env.BROWSE_CACHE_MS,
    depositLimitsKobo: { min: env.DEPOSIT_MIN_KOBO, max: env.DEPOSIT_MAX_KOBO },
    withdrawalLimitsKobo: {
      min: env.WITHDRAWAL_MIN_KOBO,
      max: env.WITHDRAWAL_MAX_KOBO,
      perDay: env.WITHDRAWALS_PER_DAY_KOBO,
    },
    withdrawalVerifyAfterSeconds: env.WITHDRAWAL_VERIFY_AFTER_SECONDS,
    verifiedSellerThresholdsKobo: {
      listing: env.VERIFIED_SELLER_LISTING_KOBO,
      withdrawal: env.VERIFIED_SELLER_WITHDRAWAL_KOBO,
    },
    company: {
      address: env.COMPANY_ADDRESS ?? DEVELOPMENT_COMPANY.address,
      tin: env.COMPANY_TIN ?? DEVELOPMENT_COMPANY.tin,
    },
    demoCatalogue: env.DEMO_CATALOGUE && env.NODE_ENV !== 'production',
    rateLimitKeyPrefix: env.RATE_LIMIT_KEY_PREFIX,
    forfeitSellerSharePercent: env.FORFEIT_SELLER_SHARE_PERCENT,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
    drainSeconds: env.DRAIN_SECONDS,
    retentionDays: {
      readNotices: env.READ_NOTICE_RETENTION_DAYS,
      unreadNotices: env.UNREAD_NOTICE_RETENTION_DAYS,
      finishedJobs: env.FINISHED_JOB_RETENTION_DAYS,
      usedCodes: env.USED_CODE_RETENTION_DAYS,
      googleTickets: env.GOOGLE_TICKET_RETENTION_DAYS,
      endedSessions: env.ENDED_SESSION_RETENTION_DAYS,
    },
    paystack: env.PAYSTACK_SECRET_KEY
      ? {
          secretKey: env.PAYSTACK_SECRET_KEY,
          baseUrl: env.PAYSTACK_BASE_URL ?? PAYSTACK_PUBLIC_BASE_URL,
          preferredBank: env.PAYSTACK_PREFERRED_BANK ?? defaultPreferredBank(env.PAYSTACK_SECRET_KEY),
        }
      : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuerUrl: env.OIDC_ISSUER_URL ?? GOOGLE_ISSUER_URL,
          }
        : undefined,
    vapid: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT,
    },
    pushEndpoints: {
      knownServicesOnly: env.NODE_ENV === 'production',
      loopbackForTests: env.PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS,
    },
    termii: env.TERMII_API_KEY
      ? {
          apiKey: env.TERMII_API_KEY,
          baseUrl: env.TERMII_BASE_URL ?? TERMII_PUBLIC_BASE_URL,
          senderId: env.TERMII_SENDER_ID,
        }
      : undefined,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: env.WHATSAPP_APP_SECRET,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN,
            baseUrl: env.WHATSAPP_BASE_URL ?? WHATSAPP_PUBLIC_BASE_URL,
          }
        : undefined,
    whatsappAlerts: {
      notDeliveredWithinSeconds: env.WHATSAPP_NOT_DELIVERED_WITHIN_SECONDS,
      perHour: env.WHATSAPP_ALERTS_PER_HOUR,
    },
    devToolsToken: env.DEV_TOOLS_TOKEN,
    metrics: env.METRICS_PORT === undefined ? undefined : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    s3:
      env.S3_BUCKET && env.S3_REGION
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    serverProcesses: env.WEB_CONCURRENCY ?? (env.DATABASE_URL && env.REDIS_URL ? availableParallelism() : 1),
  };
}
