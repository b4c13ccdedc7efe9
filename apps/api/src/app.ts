import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHmac, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_PREFIX } from '@naijabid/shared/constants';
import { RESERVE_CHECKS } from '@naijabid/shared/ratings';
import { FIRST_SCREEN_QUERIES } from '@naijabid/shared/first-screen';
import { serverMessages } from '@naijabid/shared/messages';
import { browseQuerySchema } from '@naijabid/shared/schemas/listings';
import type { Config } from './config';
import { serializeError } from './log-safety';
import type { DatabaseHandle } from './db/client';
import { answerClientError, registerErrorHandler, sendFailure } from './plugins/error-handler';
import { refuseNulCharacters } from './plugins/refuse-nul-characters';
import { requireResponseSchemas } from './plugins/response-schemas';
import { enforceRequestDeadline } from './plugins/request-deadline';
import { capConnectionsPerAddress } from './plugins/connection-limits';
import type { Mailer } from './plugins/mailer';
import { createRateLimitFactory } from './plugins/rate-limiter';
import { createLocalPhotoStorage, localMediaDir, serveLocalPhotos, type PhotoStorage } from './plugins/photo-storage';
import { serveWebApp } from './plugins/web-app';
import { createMetrics, measureRequests, serveMetrics, type Metrics } from './plugins/metrics';
import { createEventBus, type EventBus } from './plugins/event-bus';
import { adminRoutes } from './modules/admin/routes';
import { adminScope } from './modules/admin/scope';
import { createAdminService } from './modules/admin/service';
import { auctionRoutes } from './modules/auctions/routes';
import { createAuctionService } from './modules/auctions/service';
import { createAuthenticate, createIdentify, registerTokenRenewal } from './modules/auth/authenticate';
import { authRoutes } from './modules/auth/routes';
import { createAuthService, createLiveSessionsReader, createTokenResolver } from './modules/auth/service';
import { createTokenService } from './modules/auth/tokens';
import { createGoogleFlowCookie } from './modules/auth/google-flow-cookie';
import { googleRoutes } from './modules/auth/google-routes';
import { createGoogleSignIn } from './modules/auth/google-sign-in';
import { createOidcClient } from './modules/auth/oidc-client';
import { bidRoutes } from './modules/bids/routes';
import { createBidService } from './modules/bids/service';
import { createPaystackProvider } from './modules/deposits/paystack-provider';
import type { PaymentProvider } from './modules/deposits/provider';
import { depositRoutes } from './modules/deposits/routes';
import { createDepositService } from './modules/deposits/service';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './modules/dev-mailbox/routes';
import { createDevMailboxService } from './modules/dev-mailbox/service';
import { devToolRoutes } from './modules/dev-tools/routes';
import { engagementRoutes } from './modules/engagement/routes';
import { createEngagementService } from './modules/engagement/service';
import { healthRoutes } from './modules/health/routes';
import { liveRoutes } from './modules/live/routes';
import { offerRoutes } from './modules/offers/routes';
import { createOfferService } from './modules/offers/service';
import { orderRoutes } from './modules/orders/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { createRatingService } from './modules/ratings/service';
import { rateOrder } from './workflows/rate-order';
import { createOrderService } from './modules/orders/service';
import { createLiveService } from './modules/live/service';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { bankAccountRoutes } from './modules/bank-accounts/routes';
import { createBankAccountService } from './modules/bank-accounts/service';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { createWithdrawalService } from './modules/withdrawals/service';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationService } from './modules/notifications/service';
import { unsubscribeKey } from './modules/notifications/unsubscribe-token';
import { watchlistRoutes } from './modules/watchlist/routes';
import { createWatchlistService } from './modules/watchlist/service';
import { AppError } from './errors';
import { createPaystackTransfers, transferEventSchema, type PaystackTransfers } from './paystack/transfers';
import { acceptOffer, declineOffer } from './workflows/answer-offer';
import { buyNow } from './workflows/buy-now';
import { cancelOrder } from './workflows/cancel-order';
import { cancelDeposit, checkDeposit } from './workflows/check-deposit';
import { creditCharge } from './workflows/credit-deposit';
import { logOut, logOutEverywhere } from './workflows/log-out';
import { moveAuctionEnd } from './workflows/move-auction-end';
import { offerAfterForfeit, offerBelowReserve } from './workflows/offer-second-chance';
import { openDispute } from './workflows/open-dispute';
import { payOrder } from './workflows/pay-order';
import { placeBid } from './workflows/place-bid';
import { confirmDelivery } from './workflows/release-escrow';
import { shipOrder } from './workflows/ship-order';
import { handleTransferEvent } from './workflows/settle-withdrawal';
import { requestWithdrawal } from './workflows/withdraw';
import { resolveDispute } from './workflows/resolve-dispute';
import { changeOperatorRole } from './workflows/operator-role';
import { liftBiddingBar, restoreUser, suspendUser } from './workflows/moderate-user';
import { restoreListing, takeDownListing } from './workflows/moderate-listing';
import { createAbuseService } from './modules/abuse/service';
import { abuseRoutes } from './modules/admin/abuse-routes';
import { moneyRoutes } from './modules/admin/money-routes';
import { recordOperatorAction } from './modules/admin/repository';
import { createReconciliationService } from './modules/reconciliation/service';
import { retryWithdrawal } from './workflows/retry-withdrawal';
import { createFakePaystackContext, type FakePaystackContext } from './paystack/fake/context';
import { browserOrigin } from './browser-origin';
import { FAKE_PAYSTACK_PREFIX, FAKE_PAYSTACK_SIMULATIONS, fakePaystackRoutes } from './paystack/fake/server';
import { devToolsAccess } from './plugins/dev-tools-access';
import { clientAddressKey, hashClientAddress } from './client-address';
import { createPaystackHttp, type PaystackHttp } from './paystack/http';
import { createDevSmsOutbox, type SmsSender } from './plugins/sms';
import { createTermiiSmsSender } from './termii/client';
import { devSmsApiRoutes, devSmsPageRoutes } from './modules/dev-sms/routes';
import { createDevSmsService } from './modules/dev-sms/service';
import { phoneRoutes } from './modules/phone/routes';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { changePassword } from './workflows/change-password';
import { closeAccount } from './workflows/close-account';
import { createPhoneService } from './modules/phone/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits' provider; the job runner's deposit checks ask it too. */
    paymentProvider: PaymentProvider;
    /** Paystack's payouts; the job runner's withdrawal checks ask it too. */
    paystackTransfers: PaystackTransfers;
    /** The fake Paystack mounted on this server when no key is set; tests wait for its webhooks. */
    fakePaystack: FakePaystackContext | undefined;
    /** Prometheus figures when METRICS_PORT is set; the job runner's mail is counted through it too. */
    metrics: Metrics | undefined;
    /** Where the figures are served (undefined in a cluster worker, whose primary serves them). */
    metricsUrl: string | undefined;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  redis?: Redis;
  jwtSecret: string;
  /** Live events between processes; made from `redis` when not given. */
  bus?: EventBus;
  /** Defaults to the local folder in DATA_DIR, served under /media. */
  photoStorage?: PhotoStorage;
  logger?: FastifyServerOptions['logger'];
  /** Payouts through another Paystack than deposits' (tests start a fake of their own). */
  paystackTransfers?: PaystackTransfers;
  /** Hears every route as it is registered (tests enumerate the admin routes with it). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Defaults to Termii with TERMII_API_KEY, else the development SMS outbox. */
  smsSender?: SmsSender;
}

const BODY_LIMIT_BYTES = 64 * 1024;
/** How often Node looks for connections past their headers' time. */
const CONNECTION_CHECK_MS = 1000;
const ONE_HOUR_SECONDS = 60 * 60;
/** Account-name lookups per user per hour: each is a call to the provider; a person needs a few. */
const BANK_ACCOUNT_LOOKUPS_PER_HOUR = 30;
const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function isLocalOrigin(origin: string): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

/**
 * Request lines carry the client address as the keyed hash the database keeps, never the
 * address itself: logs are copied and kept where the database's rules do not reach.
 */
export function loggerOptions(level: string, jwtSecret: string): FastifyServerOptions['logger'] {
  const addressKey = clientAddressKey(jwtSecret);
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      err: serializeError,
      // Query strings can carry tokens (newsletter confirmation), so only the path is logged.
      req: (request) => ({
        method: request.method,
        path: request.url.split('?')[0],
        clientAddressHash: hashClientAddress(addressKey, request.ip),
      }),
    },
  };
}

/** Where this server listens, as its own processes reach it (the wildcard addresses are reached on loopback). */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Every schema is zod: given as the compilers' factories, Fastify never loads its default
 * JSON-schema compilers (Ajv and fast-json-stringify, a tenth of a second of every start).
 * Fastify types the factories for those; the zod compilers have its route compiler types.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel, deps.jwtSecret),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // A connection's request headers must arrive without the client going silent for the
    // idle time (a connection that sends nothing at all among them), checked every second.
    http: { headersTimeout: config.connectionIdleSeconds * 1000, connectionsCheckingInterval: CONNECTION_CHECK_MS },
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandler(app);
  refuseNulCharacters(app);
  enforceRequestDeadline(app, {
    requestMs: config.requestTimeoutSeconds * 1000,
    idleMs: config.connectionIdleSeconds * 1000,
  });
  if (config.connectionsPerAddress !== undefined) capConnectionsPerAddress(app.server, config.connectionsPerAddress);

  // The API speaks JSON only; anything else is refused with 415 rather than misread.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a bodiless POST such as logout) means "no body", not a syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = config.metrics
    ? await createMetrics({
        database,
        reconciliationDifferences: async () =>
          (await createReconciliationService({ db: database.db }).reconcile()).checks.reduce(
            (sum, check) => sum + check.total,
            0,
          ),
        log: app.log,
      })
    : undefined;
  app.decorate('metrics', metrics);
  app.decorate('metricsUrl', metrics && config.metrics ? await serveMetrics(app, metrics, config.metrics) : undefined);
  if (metrics) measureRequests(app, metrics);
  const mailer = metrics ? metrics.countMail(deps.mailer) : deps.mailer;

  await app.register(fastifyHelmet, {
    hsts: config.isProduction,
    contentSecurityPolicy: {
      directives: { upgradeInsecureRequests: config.isProduction ? [] : null, imgSrc: ["'self'", 'data:', 'blob:'] },
    },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  if (!config.isProduction) {
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, !origin || isLocalOrigin(origin)),
      allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
      // A preflight without its method header is answered like any other, not as plain-text 400.
      strictPreflight: false,
      // Date: the web reads the server's clock from it to count down by the server's time.
      exposedHeaders: ['date', 'retry-after', 'x-request-id'],
    });
  }

  database.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'a pooled database connection was lost; the pool opens another'),
  );
  // ioredis reconnects by itself; without a listener an outage bypasses the log.
  deps.redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis connection failed'));
  const tokens = createTokenService(deps.jwtSecret, config.jwtTtlSeconds);
  const rateLimits = createRateLimitFactory({ redis: deps.redis, keyPrefix: config.rateLimitKeyPrefix });
  const resolveToken = createTokenResolver(database.db, tokens);
  app.decorate('authenticate', createAuthenticate(resolveToken));
  app.decorate('identify', createIdentify(resolveToken));
  registerTokenRenewal(app, tokens);

  const codeKey = createHmac('sha256', deps.jwtSecret).update('verification-code').digest('hex');
  const auth = createAuthService({
    db: database.db,
    mailer,
    tokens,
    rateLimits,
    loginLimits: config.loginLimits,
    accountRequestsPerAddress: config.accountRequestsPerAddress,
    codeKey,
    addressKey: clientAddressKey(deps.jwtSecret),
    sessionMaxAgeDays: config.sessionMaxAgeDays,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    log: app.log,
  });
  const engagement = createEngagementService({
    db: database.db,
    mailer,
    rateLimits,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    log: app.log,
  });
  /** The site's address in the browser that sent a request, for pages the payment provider sends people back to. */
  const browserUrl = (request: FastifyRequest) =>
    browserOrigin(request, {
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      fallback: () => `http://localhost:${new URL(ownAddress(app)).port}`,
    });

  const mediaDir = localMediaDir(config.dataDir);
  const photoStorage = deps.photoStorage ?? createLocalPhotoStorage(mediaDir);
  await serveLocalPhotos(app, mediaDir);
  const bids = createBidService({ db: database.db });
  const auctions = createAuctionService({
    db: database.db,
    storage: photoStorage,
    browseCacheMs: config.browseCacheMs,
    photoUploads: rateLimits('photo-uploads', config.photoUploadsPerHour, ONE_HOUR_SECONDS),
    bids,
    reserveChecks: rateLimits(
      'reserve-checks',
      RESERVE_CHECKS.perAuction,
      RESERVE_CHECKS.windowHours * ONE_HOUR_SECONDS,
    ),
  });

  const bus = deps.bus ?? createEventBus({ redis: deps.redis, keyPrefix: config.rateLimitKeyPrefix, log: app.log });
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  app.decorate('events', bus);
  const offers = createOfferService({ db: database.db, auctions });
  const ratings = createRatingService({ db: database.db, auctions });
  const orders = createOrderService({ db: database.db, auctions, offers, ratings });
  // Paystack with a key; without one (config refuses that in production) the fake Paystack,
  // mounted below on this very server and reached over HTTP like the real one.
  let paystackHttp: PaystackHttp;
  let paystackKey: string;
  let preferredBank: string;
  let fakePaystack: FakePaystackContext | undefined;
  if (config.paystack) {
    ({ secretKey: paystackKey, preferredBank } = config.paystack);
    paystackHttp = createPaystackHttp({ baseUrl: config.paystack.baseUrl, secretKey: paystackKey });
    if (metrics) paystackHttp = metrics.timePaystack(paystackHttp);
  } else {
    paystackKey = `sk_test_fake${createHmac('sha256', deps.jwtSecret).update('fake-paystack').digest('hex')}`;
    preferredBank = 'test-bank';
    fakePaystack = createFakePaystackContext({
      secretKey: paystackKey,
      db: () => database.db,
      webhookUrl: () => `${ownAddress(app)}${API_PREFIX}/webhooks/paystack`,
      // Mounted here, its checkout is on the site the payment returns to, where the user is.
      publicUrl: (callbackUrl) =>
        `${callbackUrl ? new URL(callbackUrl).origin : `http://localhost:${new URL(ownAddress(app)).port}`}${FAKE_PAYSTACK_PREFIX}`,
      log: app.log,
    });
    const stopFake = fakePaystack.stop;
    app.addHook('onClose', () => stopFake());
    // The address is known once the server listens, after this is built.
    const fakeHttp: PaystackHttp = (...call) =>
      createPaystackHttp({ baseUrl: `${ownAddress(app)}${FAKE_PAYSTACK_PREFIX}`, secretKey: paystackKey })(...call);
    paystackHttp = metrics ? metrics.timePaystack(fakeHttp) : fakeHttp;
  }
  const paymentProvider = createPaystackProvider({ http: paystackHttp, secretKey: paystackKey, preferredBank });
  app.decorate('paymentProvider', paymentProvider);
  const paystackTransfers = deps.paystackTransfers ?? createPaystackTransfers(paystackHttp);
  app.decorate('paystackTransfers', paystackTransfers);
  app.decorate('fakePaystack', fakePaystack);
  const refuseStrangers = devToolsAccess(config.devToolsToken);
  const deposits = createDepositService({
    db: database.db,
    provider: paymentProvider,
    limitsKobo: config.depositLimitsKobo,
    depositsStarted: rateLimits('deposits-started', config.depositsPerHour, ONE_HOUR_SECONDS),
    orders,
    log: app.log,
  });
  const mailbox = createDevMailboxService({ db: database.db });
  const bankAccounts = createBankAccountService({
    db: database.db,
    transfers: paystackTransfers,
    lookups: rateLimits('bank-account-lookups', BANK_ACCOUNT_LOOKUPS_PER_HOUR, ONE_HOUR_SECONDS),
    log: app.log,
  });
  const smsSender =
    deps.smsSender ?? (config.termii ? createTermiiSmsSender(config.termii) : createDevSmsOutbox(database.db));
  const sms = metrics ? metrics.countSms(smsSender) : smsSender;
  const phone = createPhoneService({
    db: database.db,
    sms,
    rateLimits,
    limits: config.smsCodeLimits,
    codeKey,
    log: app.log,
  });
  const smsOutbox = createDevSmsService({ db: database.db });
  const withdrawalSettings = {
    limitsKobo: config.withdrawalLimitsKobo,
    verifyAfterSeconds: config.withdrawalVerifyAfterSeconds,
  };

  await app.register(
    async (api) => {
      requireResponseSchemas(api);
      await api.register(healthRoutes, { database });
      // Routes that start a workflow (work spanning modules) are handed it here: modules
      // never import workflows/, so no module and workflow depend on each other both ways.
      await api.register(authRoutes, {
        auth,
        logOut: async (session) => bus.publish([await logOut(database.db, session)]),
        resetPassword: async (request, clientAddress) =>
          bus.publish(await auth.resetPassword(request, clientAddress, logOutEverywhere)),
        googleEnabled: config.google !== undefined,
      });
      if (config.google) {
        const flowCookie = createGoogleFlowCookie(deps.jwtSecret);
        await api.register(googleRoutes, {
          googleSignIn: createGoogleSignIn({
            db: database.db,
            auth,
            oidc: createOidcClient(config.google),
            flowCookie,
            log: app.log,
          }),
          flowCookie,
          publicUrl: config.publicUrl,
        });
      }
      await api.register(engagementRoutes, { engagement });
      await api.register(auctionRoutes, {
        auctions,
        listingsOpenToSecondChance: (listingIds) => offers.listingsOpenToSecondChance(listingIds),
      });
      await api.register(walletRoutes, {
        wallet: createWalletService({ db: database.db }),
        depositLimitsKobo: config.depositLimitsKobo,
      });
      await api.register(depositRoutes, {
        deposits,
        provider: paymentProvider,
        bus,
        returnUrl: (request) => `${browserUrl(request)}/wallet`,
        creditCharge: (charge, log) => creditCharge(database.db, charge, log, paymentProvider.name),
        checkDeposit: (reference, log) => checkDeposit(database.db, paymentProvider, reference, log),
        cancelDeposit: (deposit, log) => cancelDeposit(database.db, paymentProvider, deposit, log),
        onTransferEvent: async (event, log) => {
          const transfer = transferEventSchema.safeParse(event);
          if (!transfer.success) throw new AppError('validation', transfer.error.issues[0]!.message);
          bus.publish(await handleTransferEvent(database.db, transfer.data, log));
        },
      });
      await api.register(bankAccountRoutes, { bankAccounts });
      await api.register(withdrawalRoutes, {
        withdrawals: createWithdrawalService({ db: database.db, limitsKobo: config.withdrawalLimitsKobo }),
        requestWithdrawal: async (request) => {
          const { withdrawal, events } = await requestWithdrawal(
            database.db,
            paystackTransfers,
            request,
            withdrawalSettings,
            app.log,
          );
          bus.publish(events);
          return withdrawal;
        },
      });
      await api.register(liveRoutes, {
        live: createLiveService({ db: database.db }),
        bus,
        resolveToken,
        liveSessions: createLiveSessionsReader(database.db),
        limits: config.liveStreamLimits,
        metrics: metrics?.live,
      });
      await api.register(bidRoutes, {
        bids,
        bus,
        placeBid: (request) =>
          metrics ? metrics.countBid(() => placeBid(database.db, request)) : placeBid(database.db, request),
        buyNow: (listingId, buyerId) => buyNow(database.db, listingId, buyerId),
        // Buy Now ends an auction, which leaves the live lists at once.
        onAuctionEnded: () => auctions.forgetCachedPages(),
      });
      await api.register(orderRoutes, {
        orders,
        bus,
        payOrder: (request) => payOrder(database.db, request),
        shipOrder: (request) => shipOrder(database.db, request),
        confirmDelivery: (request) => confirmDelivery(database.db, request),
        cancelOrder: (request) => cancelOrder(database.db, request),
        openDispute: (request) => openDispute(database.db, request),
        rateOrder: (request) => rateOrder(database.db, request),
      });
      await api.register(ratingRoutes, { ratings });
      await api.register(offerRoutes, {
        offers,
        bus,
        offerAfterForfeit: (request) => offerAfterForfeit(database.db, request),
        offerBelowReserve: (request) => offerBelowReserve(database.db, request),
        acceptOffer: (request) => acceptOffer(database.db, request),
        declineOffer: (request) => declineOffer(database.db, request),
      });
      // The operator console: every route registered in `routes` is behind its operator guard.
      await api.register(adminScope, {
        prefix: '/admin',
        routes: async (admin) => {
          await admin.register(adminRoutes, {
            admin: createAdminService({ db: database.db, orders }),
            bus,
            resolveDispute: (request) => resolveDispute(database.db, request),
            suspendUser: (request) => suspendUser(database.db, request),
            restoreUser: (request) => restoreUser(database.db, request),
            liftBiddingBar: (request) => liftBiddingBar(database.db, request),
            takeDownListing: (request) => takeDownListing(database.db, request),
            restoreListing: (request) => restoreListing(database.db, request),
            onListingsChanged: () => auctions.forgetCachedPages(),
          });
          await admin.register(abuseRoutes, { abuse: createAbuseService({ db: database.db }) });
          await admin.register(moneyRoutes, {
            reconciliation: createReconciliationService({ db: database.db }),
            withdrawals: createWithdrawalService({ db: database.db, limitsKobo: config.withdrawalLimitsKobo }),
            recordAction: (action) => recordOperatorAction(database.db, action),
            retryWithdrawal: async (request) => {
              const { withdrawal, events } = await retryWithdrawal(
                database.db,
                paystackTransfers,
                request,
                withdrawalSettings,
                app.log,
              );
              bus.publish(events);
              return withdrawal;
            },
          });
        },
      });
      await api.register(phoneRoutes, { phone });
      await api.register(accountRoutes, {
        account: createAccountService({ db: database.db, rateLimits }),
        changePassword: async (session, passwordHash) =>
          bus.publish(await changePassword(database.db, session, passwordHash)),
        closeAccount: async (userId) => bus.publish(await closeAccount(database.db, userId)),
      });
      await api.register(watchlistRoutes, { watchlist: createWatchlistService({ db: database.db, auctions }) });
      await api.register(notificationRoutes, {
        notifications: createNotificationService({ db: database.db, unsubscribeKey: unsubscribeKey(deps.jwtSecret) }),
      });
      if (!config.isProduction) {
        await api.register(async (dev) => {
          dev.addHook('onRequest', refuseStrangers);
          await dev.register(devMailboxApiRoutes, { mailbox });
          await dev.register(devSmsApiRoutes, { outbox: smsOutbox });
          await dev.register(devToolRoutes, {
            moveAuctionEnd: (listingId, seconds) => moveAuctionEnd(database.db, listingId, seconds),
            onAuctionChanged: () => auctions.forgetCachedPages(),
            orders,
            grantOperator: (email) =>
              changeOperatorRole(database.db, 'grant', email, 'Granted with the development tools'),
          });
        });
      }
    },
    { prefix: API_PREFIX },
  );
  if (!config.isProduction) {
    await app.register(async (pages) => {
      requireResponseSchemas(pages);
      pages.addHook('onRequest', refuseStrangers);
      await pages.register(devMailboxPageRoutes, { mailbox });
      await pages.register(devSmsPageRoutes, { outbox: smsOutbox });
    });
  }
  // Paystack's own routes and envelopes, not our API's: outside the response-schema rule.
  if (fakePaystack) {
    const context = fakePaystack;
    await app.register(
      async (fake) => {
        // Its checkout stays open to whoever was sent there; its own pretend bank transfers are a development tool.
        fake.addHook('onRequest', async (request, reply) => {
          if (request.routeOptions.url?.startsWith(`${FAKE_PAYSTACK_PREFIX}${FAKE_PAYSTACK_SIMULATIONS}`))
            return refuseStrangers(request, reply);
        });
        await fake.register(fakePaystackRoutes, { context });
      },
      { prefix: FAKE_PAYSTACK_PREFIX },
    );
  }

  const webAppServed = await serveWebApp(app, path.resolve(config.webDistDir ?? defaultWebDistDir), (page) =>
    auctions.browse(browseQuerySchema.parse(FIRST_SCREEN_QUERIES[page])),
  );
  if (!webAppServed) app.log.warn('No built web app found; serving the API only. Run `npm run build` first.');
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/register, /verify...) all load the app's index.html.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(`${API_PREFIX}/`);
    if (webAppServed && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendFailure(reply, 404, 'not_found', serverMessages.notFound);
  });
  return app;
}
