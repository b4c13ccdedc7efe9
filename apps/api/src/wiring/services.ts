import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RESERVE_CHECKS } from '@naijabid/shared/ratings';
import type { AppDependencies } from './dependencies';
import { createAuctionService } from '../modules/auctions/service';
import { createAuthenticate, createIdentify, registerTokenRenewal } from '../modules/auth/authenticate';
import { createAuthService, createTokenResolver } from '../modules/auth/service';
import { clientAddressKey } from '../client-address';
import { createTokenService } from '../modules/auth/tokens';
import { createBankAccountService } from '../modules/bank-accounts/service';
import { createBidService } from '../modules/bids/service';
import { createDepositService } from '../modules/deposits/service';
import { createEngagementService } from '../modules/engagement/service';
import { createOfferService } from '../modules/offers/service';
import { handoverKeyFrom } from '../modules/orders/handover-code';
import { createOrderService } from '../modules/orders/service';
import { createSellerVerificationService } from '../modules/seller-verification/service';
import { createPhoneService } from '../modules/phone/service';
import { createRatingService } from '../modules/ratings/service';
import { createReceiptService } from '../modules/receipts/service';
import { createEventBus } from '../plugins/event-bus';
import { createPhotoStorage } from '../plugins/configured-photo-storage';
import { createRateLimitFactory } from '../plugins/rate-limiter';
import { createDevSmsOutbox } from '../plugins/sms';
import { createTermiiSmsSender } from '../termii/client';
import type { Metrics } from '../plugins/metrics';
import type { Reads } from '../db/read-replica';
import { choosePaystack } from './paystack';
import { chooseWhatsApp } from './whatsapp';
import { createWhatsAppService } from '../modules/whatsapp/service';

const ONE_HOUR_SECONDS = 60 * 60;
/** Account-name lookups per user per hour: each is a call to the provider; a person needs a few. */
const BANK_ACCOUNT_LOOKUPS_PER_HOUR = 30;

export type Services = Awaited<ReturnType<typeof buildServices>>;

/** The modules' services and what they stand on (tokens, rate limits, the live bus, Paystack), made once per server. */
export async function buildServices(
  app: FastifyInstance,
  deps: AppDependencies,
  metrics: Metrics | undefined,
  /** Where browse, search and auction-page reads run: the read replica while it is fit, else the primary. */
  reads: Reads,
) {
  const { config, database } = deps;
  const mailer = metrics ? metrics.countMail(deps.mailer) : deps.mailer;
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

  const photoStorage = deps.photoStorage ?? (await createPhotoStorage(config));
  await photoStorage.serve(app);
  const bids = createBidService({ db: database.db });
  const auctions = createAuctionService({
    db: database.db,
    reads,
    storage: photoStorage,
    browseCacheMs: config.browseCacheMs,
    photoUploads: rateLimits('photo-uploads', config.photoUploadsPerHour, ONE_HOUR_SECONDS),
    bids,
    verifiedSellerListingKobo: config.verifiedSellerThresholdsKobo.listing,
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
  const receipts = createReceiptService({ db: database.db, company: config.company });
  const handover = {
    key: handoverKeyFrom(deps.jwtSecret),
    lockMinutes: config.handoverCodeLockMinutes,
  };
  const orders = createOrderService({
    db: database.db,
    auctions,
    offers,
    ratings,
    receipts,
    handoverKey: handover.key,
  });
  const { paymentProvider, paystackTransfers, fakePaystack, customerIdentification } = choosePaystack(
    app,
    deps,
    metrics,
  );
  const sellerVerification = createSellerVerificationService({
    db: database.db,
    paystack: customerIdentification,
    log: app.log,
  });
  const deposits = createDepositService({
    db: database.db,
    provider: paymentProvider,
    limitsKobo: config.depositLimitsKobo,
    depositsStarted: rateLimits('deposits-started', config.depositsPerHour, ONE_HOUR_SECONDS),
    orders,
    log: app.log,
  });
  const bankAccounts = createBankAccountService({
    db: database.db,
    transfers: paystackTransfers,
    lookups: rateLimits('bank-account-lookups', BANK_ACCOUNT_LOOKUPS_PER_HOUR, ONE_HOUR_SECONDS),
    log: app.log,
  });
  const smsSender =
    deps.smsSender ?? (config.termii ? createTermiiSmsSender(config.termii) : createDevSmsOutbox(database.db));
  const sms = metrics ? metrics.countSms(smsSender) : smsSender;
  app.decorate('smsSender', sms);
  const whatsappChoice = chooseWhatsApp(app, deps);
  const whatsapp = createWhatsAppService({
    db: database.db,
    enabled: whatsappChoice.sender !== undefined,
    log: app.log,
  });
  const phone = createPhoneService({
    db: database.db,
    sms,
    rateLimits,
    limits: config.smsCodeLimits,
    onRefused: metrics?.smsCodeRefused,
    codeKey,
    log: app.log,
  });
  return {
    log: app.log,
    rateLimits,
    resolveToken,
    auth,
    engagement,
    bids,
    auctions,
    bus,
    offers,
    ratings,
    receipts,
    handover,
    orders,
    paymentProvider,
    paystackTransfers,
    fakePaystack,
    deposits,
    bankAccounts,
    sellerVerification,
    phone,
    whatsapp,
    whatsappChoice,
    metrics,
  };
}
