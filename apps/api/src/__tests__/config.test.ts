import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { PAYSTACK_PUBLIC_BASE_URL } from '../paystack/http';
import { TERMII_PUBLIC_BASE_URL } from '../termii/client';
import { WHATSAPP_PUBLIC_BASE_URL } from '../whatsapp/cloud-api';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** The company's identity every receipt carries, which production requires. */
const company = { COMPANY_ADDRESS: '12 Admiralty Way, Lekki Phase 1, Lagos', COMPANY_TIN: '12345678-0001' };

describe('configuration', () => {
  it('starts with nothing set: port 3001, embedded database in ./data, development mailbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      isProduction: false,
    });
  });

  it('names every bad value with the reason', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'localhost',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(5);
    expect(problems.find((problem) => problem.startsWith('PORT'))).toBeDefined();
    expect(problems).toContain('DATABASE_URL must be a postgres:// connection URL');
    expect(problems).toContain('REDIS_URL must be a redis:// URL');
    expect(problems).toContain('JWT_SECRET must be at least 32 characters');
    expect(problems.find((problem) => problem.startsWith('LOG_LEVEL'))).toBeDefined();
  });

  it('runs several server processes only on PostgreSQL and Redis, one per core by default', () => {
    expect(problemsOf({ WEB_CONCURRENCY: '2' })).toEqual(['WEB_CONCURRENCY above 1 needs DATABASE_URL and REDIS_URL']);
    expect(problemsOf({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/naijabid' })).toEqual([
      'WEB_CONCURRENCY above 1 needs DATABASE_URL and REDIS_URL',
    ]);
    expect(loadConfig({}).serverProcesses).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/naijabid' }).serverProcesses).toBe(1);
    const servers = { DATABASE_URL: 'postgres://db/naijabid', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig(servers).serverProcesses).toBe(availableParallelism());
    expect(loadConfig({ ...servers, WEB_CONCURRENCY: '3' }).serverProcesses).toBe(3);
  });

  it('caps connections per socket peer by default, not behind a proxy unless set, and above the live streams per address', () => {
    expect(loadConfig({}).connectionsPerAddress).toBe(300);
    expect(loadConfig({ TRUST_PROXY: 'true' }).connectionsPerAddress).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true', CONNECTIONS_PER_ADDRESS: '5000' }).connectionsPerAddress).toBe(5000);
    expect(loadConfig({ CONNECTIONS_PER_ADDRESS: '0' }).connectionsPerAddress).toBeUndefined();
    expect(loadConfig({}).connectionIdleSeconds).toBe(10);
    expect(problemsOf({ LIVE_STREAMS_PER_ADDRESS: '300' })).toEqual([
      'CONNECTIONS_PER_ADDRESS (300, the default) must be above LIVE_STREAMS_PER_ADDRESS, as every live stream holds a connection',
    ]);
    expect(problemsOf({ LIVE_STREAMS_PER_ADDRESS: '300', CONNECTIONS_PER_ADDRESS: '0' })).toEqual([]);
  });

  it('keeps notices, finished jobs, codes, Google tickets and ended sessions for days that are settings', () => {
    expect(loadConfig({}).retentionDays).toEqual({
      readNotices: 90,
      unreadNotices: 365,
      finishedJobs: 14,
      usedCodes: 7,
      googleTickets: 1,
      endedSessions: 30,
    });
    expect(
      loadConfig({ READ_NOTICE_RETENTION_DAYS: '30', ENDED_SESSION_RETENTION_DAYS: '400' }).retentionDays,
    ).toMatchObject({ readNotices: 30, endedSessions: 400 });
    expect(problemsOf({ FINISHED_JOB_RETENTION_DAYS: '0' })).toEqual([
      'FINISHED_JOB_RETENTION_DAYS Too small: expected number to be >0',
    ]);
  });

  it('refuses a smallest deposit above the largest, naming both', () => {
    expect(problemsOf({ DEPOSIT_MIN_KOBO: '500000', DEPOSIT_MAX_KOBO: '100000' })).toEqual([
      'DEPOSIT_MIN_KOBO must not be above DEPOSIT_MAX_KOBO',
    ]);
    expect(loadConfig({ DEPOSIT_MIN_KOBO: '100000', DEPOSIT_MAX_KOBO: '100000' }).depositLimitsKobo).toEqual({
      min: 100000,
      max: 100000,
    });
  });

  it('gives the buyer an inspection window of INSPECTION_DAYS days, 3 by default, 1 to 30', () => {
    expect(loadConfig({}).inspectionDays).toBe(3);
    expect(loadConfig({ INSPECTION_DAYS: '5' }).inspectionDays).toBe(5);
    expect(problemsOf({ INSPECTION_DAYS: '0' })).toEqual(['INSPECTION_DAYS Too small: expected number to be >=1']);
    expect(problemsOf({ INSPECTION_DAYS: '2.5' })).toHaveLength(1);
    expect(problemsOf({ INSPECTION_DAYS: '31' })).toHaveLength(1);
  });

  it('refuses production without SMTP_URL, JWT_SECRET, PAYSTACK_SECRET_KEY and TERMII_API_KEY', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SMTP_URL is required in production',
      'JWT_SECRET is required in production',
      'PAYSTACK_SECRET_KEY is required in production',
      'TERMII_API_KEY is required in production',
      'COMPANY_ADDRESS is required in production',
      'COMPANY_TIN is required in production',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        JWT_SECRET: 'x'.repeat(32),
        PAYSTACK_SECRET_KEY: 'sk_live_abc123',
        TERMII_API_KEY: 'TLtermiilivekey123',
        ...company,
      }),
    ).toEqual([]);
  });

  it('prints the company’s address and TIN on receipts: a development placeholder, or the settings, checked', () => {
    expect(loadConfig({}).company).toEqual({
      address: 'Development only, 1 Example Street, Ikeja, Lagos',
      tin: '00000000-0000',
    });
    expect(loadConfig(company).company).toEqual({
      address: '12 Admiralty Way, Lekki Phase 1, Lagos',
      tin: '12345678-0001',
    });
    expect(loadConfig({ COMPANY_TIN: '1234567890' }).company.tin).toBe('1234567890');
    expect(problemsOf({ COMPANY_TIN: 'TIN 123' })).toEqual([
      'COMPANY_TIN must be a Nigerian tax identification number (12345678-0001 or 10 digits)',
    ]);
    expect(problemsOf({ COMPANY_ADDRESS: 'Lagos' })).toEqual([
      'COMPANY_ADDRESS must be the registered address printed on receipts',
    ]);
  });

  it('talks to WhatsApp with its whole settings, and to the fake WhatsApp without a token', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig({}).whatsappAlerts).toEqual({ notDeliveredWithinSeconds: 120, perHour: 5 });
    const whole = {
      WHATSAPP_TOKEN: 'EAAG-test-token-0123456789',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: '0123456789abcdef0123',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
    };
    expect(loadConfig(whole).whatsapp).toEqual({
      token: whole.WHATSAPP_TOKEN,
      phoneNumberId: whole.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: whole.WHATSAPP_APP_SECRET,
      verifyToken: whole.WHATSAPP_VERIFY_TOKEN,
      baseUrl: WHATSAPP_PUBLIC_BASE_URL,
    });
    expect(problemsOf({ WHATSAPP_TOKEN: whole.WHATSAPP_TOKEN })).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN',
      'WHATSAPP_APP_SECRET is required with WHATSAPP_TOKEN',
      'WHATSAPP_VERIFY_TOKEN is required with WHATSAPP_TOKEN',
    ]);
    expect(problemsOf({ WHATSAPP_BASE_URL: 'http://127.0.0.1:9' })).toEqual(['WHATSAPP_BASE_URL needs WHATSAPP_TOKEN']);
  });

  it('talks to Paystack with a key, and to the fake Paystack on this server without one', () => {
    expect(loadConfig({}).paystack).toBeUndefined();
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc123' }).paystack).toEqual({
      secretKey: 'sk_test_abc123',
      baseUrl: PAYSTACK_PUBLIC_BASE_URL,
      preferredBank: 'test-bank',
    });
    expect(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_abc123', PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' }).paystack,
    ).toEqual({ secretKey: 'sk_live_abc123', baseUrl: 'http://127.0.0.1:4010', preferredBank: 'wema-bank' });
    expect(problemsOf({ PAYSTACK_SECRET_KEY: 'pk_test_abc' })).toEqual([
      'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_... or sk_live_...)',
    ]);
    expect(problemsOf({ PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' })).toEqual([
      'PAYSTACK_BASE_URL needs PAYSTACK_SECRET_KEY',
    ]);
  });

  it('turns Google sign-in on with a client id and secret, at Google unless OIDC_ISSUER_URL says otherwise', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id.apps',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
    });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER_URL: 'http://127.0.0.1:4011' }).google
        ?.issuerUrl,
    ).toBe('http://127.0.0.1:4011');
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET is required with the other Google setting',
    ]);
    expect(problemsOf({ OIDC_ISSUER_URL: 'https://id.example.ng' })).toEqual([
      'OIDC_ISSUER_URL needs GOOGLE_CLIENT_ID',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail',
        JWT_SECRET: 'x'.repeat(32),
        PAYSTACK_SECRET_KEY: 'sk_live_abc',
        TERMII_API_KEY: 'TLtermiilivekey123',
        ...company,
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        OIDC_ISSUER_URL: 'http://id.example.ng',
      }),
    ).toEqual([
      'OIDC_ISSUER_URL must be https:// in production',
      'PUBLIC_URL is required in production with Google sign-in',
    ]);
  });

  it('sends SMS through Termii on the dnd route with a key, and to the development outbox without one', () => {
    expect(loadConfig({}).termii).toBeUndefined();
    expect(loadConfig({ TERMII_API_KEY: 'TLtermiitestkey123' }).termii).toEqual({
      apiKey: 'TLtermiitestkey123',
      baseUrl: TERMII_PUBLIC_BASE_URL,
      senderId: 'NaijaBid',
    });
    expect(problemsOf({ TERMII_BASE_URL: 'http://127.0.0.1:4020' })).toEqual(['TERMII_BASE_URL needs TERMII_API_KEY']);
    expect(problemsOf({ TERMII_API_KEY: 'TLtermiitestkey123', TERMII_SENDER_ID: 'Naija Bid Ltd' })).toEqual([
      'TERMII_SENDER_ID must be 3 to 11 letters or digits, as registered with Termii',
    ]);
  });

  it('opens the development tools off loopback only with a DEV_TOOLS_TOKEN of at least 32 characters', () => {
    expect(loadConfig({}).devToolsToken).toBeUndefined();
    const token = 'a-development-tools-token-of-32-chars';
    expect(loadConfig({ DEV_TOOLS_TOKEN: token }).devToolsToken).toBe(token);
    expect(problemsOf({ DEV_TOOLS_TOKEN: 'short' })).toEqual(['DEV_TOOLS_TOKEN must be at least 32 characters']);
  });

  it('prefixes Redis keys with RATE_LIMIT_KEY_PREFIX, naijabid by default, refusing a prefix that could split a key', () => {
    expect(loadConfig({}).rateLimitKeyPrefix).toBe('naijabid');
    expect(loadConfig({ RATE_LIMIT_KEY_PREFIX: 'staging:eu-1' }).rateLimitKeyPrefix).toBe('staging:eu-1');
    expect(problemsOf({ RATE_LIMIT_KEY_PREFIX: 'has space' })).toEqual([
      'RATE_LIMIT_KEY_PREFIX must be 1 to 64 letters, digits, colons, underscores or hyphens',
    ]);
  });

  it('serves metrics only with METRICS_PORT, on loopback by default, never on the public port', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(problemsOf({ PORT: '3001', METRICS_PORT: '3001' })).toEqual(['METRICS_PORT must differ from PORT']);
    expect(problemsOf({ METRICS_PORT: '3001' })).toEqual(['METRICS_PORT must differ from PORT']);
  });

  it('reads browse and auction pages from DATABASE_READ_URL while it is at most 5 s behind, or the setting', () => {
    const primary = 'postgres://naijabid@10.0.0.2:5432/naijabid';
    const replica = 'postgres://naijabid@10.0.0.3:5432/naijabid';
    expect(loadConfig({ DATABASE_URL: primary }).readReplica).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).readReplica).toEqual({
      url: replica,
      maxLagSeconds: 5,
    });
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica, DATABASE_READ_MAX_LAG_SECONDS: '1.5' })
        .readReplica,
    ).toEqual({ url: replica, maxLagSeconds: 1.5 });
    expect(problemsOf({ DATABASE_READ_URL: replica })).toEqual(['DATABASE_READ_URL needs DATABASE_URL (the primary)']);
    expect(problemsOf({ DATABASE_URL: primary, DATABASE_READ_MAX_LAG_SECONDS: '10' })).toEqual([
      'DATABASE_READ_MAX_LAG_SECONDS needs DATABASE_READ_URL',
    ]);
    expect(problemsOf({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica' })).toEqual([
      'DATABASE_READ_URL must be a postgres:// connection URL of a streaming replica',
    ]);
  });

  it('keeps photos in DATA_DIR unless S3_BUCKET names a bucket, path-style for MinIO on request', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const minio = {
      S3_BUCKET: 'naijabid-photos',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minioadmin',
      S3_SECRET_ACCESS_KEY: 'minioadmin',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'naijabid-photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minioadmin', secretAccessKey: 'minioadmin' },
      forcePathStyle: true,
      publicUrl: undefined,
    });
    // On AWS itself the keys may come from the instance's or task's role.
    expect(loadConfig({ S3_BUCKET: 'naijabid-photos', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a bucket setting, naming what is missing', () => {
    expect(problemsOf({ S3_REGION: 'auto', S3_PUBLIC_URL: 'https://photos.naijabid.ng' })).toEqual([
      'S3_REGION needs S3_BUCKET',
      'S3_PUBLIC_URL needs S3_BUCKET',
    ]);
    expect(problemsOf({ S3_BUCKET: 'Photos_Bucket', S3_REGION: 'auto' })).toEqual([
      'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'naijabid-photos', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_REGION is required with S3_BUCKET (auto for Cloudflare R2, us-east-1 for MinIO)',
      'S3_SECRET_ACCESS_KEY is required with the other S3 key',
    ]);
    expect(
      problemsOf({ S3_BUCKET: 'naijabid-photos', S3_REGION: 'auto', S3_ENDPOINT: 'https://account.r2.example' }),
    ).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT']);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        JWT_SECRET: 'x'.repeat(32),
        PAYSTACK_SECRET_KEY: 'sk_live_abc123',
        TERMII_API_KEY: 'TLtermiilivekey123',
        ...company,
        S3_BUCKET: 'naijabid-photos',
        S3_REGION: 'eu-west-1',
        S3_PUBLIC_URL: 'http://photos.naijabid.ng',
      }),
    ).toEqual(['S3_PUBLIC_URL must be https:// in production']);
  });
});
