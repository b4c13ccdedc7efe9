import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from './dependencies';
import { adminRoutes } from '../modules/admin/routes';
import { adminScope } from '../modules/admin/scope';
import { createAdminService } from '../modules/admin/service';
import { abuseRoutes } from '../modules/admin/abuse-routes';
import { commissionRoutes } from '../modules/admin/commission-routes';
import { moneyRoutes } from '../modules/admin/money-routes';
import { recordOperatorAction } from '../modules/admin/repository';
import { createAbuseService } from '../modules/abuse/service';
import { accountRoutes } from '../modules/account/routes';
import { createAccountService } from '../modules/account/service';
import { auctionRoutes } from '../modules/auctions/routes';
import { authRoutes } from '../modules/auth/routes';
import { createGoogleFlowCookie } from '../modules/auth/google-flow-cookie';
import { googleRoutes } from '../modules/auth/google-routes';
import { createGoogleSignIn } from '../modules/auth/google-sign-in';
import { createOidcClient } from '../modules/auth/oidc-client';
import { bankAccountRoutes } from '../modules/bank-accounts/routes';
import { bidRoutes } from '../modules/bids/routes';
import { depositRoutes } from '../modules/deposits/routes';
import { engagementRoutes } from '../modules/engagement/routes';
import { healthRoutes } from '../modules/health/routes';
import { liveRoutes } from '../modules/live/routes';
import { createLiveService } from '../modules/live/service';
import { devToolsAccess } from '../plugins/dev-tools-access';
import { createLiveSessionsReader } from '../modules/auth/service';
import { notificationRoutes } from '../modules/notifications/routes';
import { createNotificationService } from '../modules/notifications/service';
import { unsubscribeKey } from '../modules/notifications/unsubscribe-token';
import { pushRoutes } from '../modules/push/routes';
import { createPushService } from '../modules/push/service';
import { createVapidSource } from '../modules/push/vapid';
import { offerRoutes } from '../modules/offers/routes';
import { orderRoutes } from '../modules/orders/routes';
import { receiptRoutes } from '../modules/receipts/routes';
import { phoneRoutes } from '../modules/phone/routes';
import { createReconciliationService } from '../modules/reconciliation/service';
import { ratingRoutes } from '../modules/ratings/routes';
import { sellerVerificationAdminRoutes } from '../modules/admin/seller-verification-routes';
import { sellerVerificationRoutes } from '../modules/seller-verification/routes';
import { walletRoutes } from '../modules/wallet/routes';
import { createWalletService } from '../modules/wallet/service';
import { savedSearchRoutes } from '../modules/saved-searches/routes';
import { createSavedSearchService } from '../modules/saved-searches/service';
import { watchlistRoutes } from '../modules/watchlist/routes';
import { createWatchlistService } from '../modules/watchlist/service';
import { withdrawalRoutes } from '../modules/withdrawals/routes';
import { whatsAppRoutes } from '../modules/whatsapp/routes';
import { createWithdrawalService } from '../modules/withdrawals/service';
import { requireResponseSchemas } from '../plugins/response-schemas';
import { accountSteps } from '../workflows/accounts';
import { biddingSteps } from '../workflows/bidding';
import { moderationSteps } from '../workflows/moderation';
import { depositSteps, withdrawalSteps } from '../workflows/money';
import { offerSteps, orderOperatorSteps, orderSteps } from '../workflows/orders';
import { registerDevApiRoutes } from './dev-routes';
import type { Services } from './services';

/**
 * The API's routes, each module's with its service. Routes that start a workflow (work
 * spanning modules) are handed its steps by the workflow's domain: modules never import
 * workflows/, so no module and workflow depend on each other both ways.
 */
export async function registerApiRoutes(
  api: FastifyInstance,
  deps: AppDependencies,
  services: Services,
  /** The site's address in the browser that sent a request, for pages the payment provider sends people back to. */
  browserUrl: (request: FastifyRequest) => string,
) {
  const { config, database } = deps;
  const db = database.db;
  const { auth, auctions, bus, offers, orders, paymentProvider, paystackTransfers, metrics } = services;
  const publish = (events: Parameters<typeof bus.publish>[0]) => bus.publish(events);
  const money = { db, provider: paymentProvider, transfers: paystackTransfers, log: services.log, publish };
  const withdrawalSettings = {
    limitsKobo: config.withdrawalLimitsKobo,
    verifiedSellerAboveKobo: config.verifiedSellerThresholdsKobo.withdrawal,
    verifyAfterSeconds: config.withdrawalVerifyAfterSeconds,
  };
  const withdrawalsOf = withdrawalSteps(money, withdrawalSettings);
  const accounts = accountSteps({ db, publish });

  requireResponseSchemas(api);
  await api.register(healthRoutes, {
    database,
    redis: deps.redis,
    bus,
    isDraining: () => deps.drain?.isDraining() ?? false,
  });
  await api.register(authRoutes, {
    auth,
    logOut: accounts.logOut,
    resetPassword: async (request, clientAddress) =>
      bus.publish(await auth.resetPassword(request, clientAddress, accounts.logOutEverywhere)),
    googleEnabled: config.google !== undefined,
  });
  if (config.google) {
    const flowCookie = createGoogleFlowCookie(deps.jwtSecret);
    await api.register(googleRoutes, {
      googleSignIn: createGoogleSignIn({
        db,
        auth,
        oidc: createOidcClient(config.google),
        flowCookie,
        log: services.log,
      }),
      flowCookie,
      publicUrl: config.publicUrl,
    });
  }
  await api.register(engagementRoutes, { engagement: services.engagement });
  await api.register(auctionRoutes, {
    auctions,
    listingsOpenToSecondChance: (listingIds) => offers.listingsOpenToSecondChance(listingIds),
  });
  const wallets = createWalletService({ db });
  await api.register(walletRoutes, {
    wallet: wallets,
    depositLimitsKobo: config.depositLimitsKobo,
  });
  await api.register(depositRoutes, {
    deposits: services.deposits,
    provider: paymentProvider,
    bus,
    returnUrl: (request) => `${browserUrl(request)}/wallet`,
    ...depositSteps(money),
    onCustomerIdentificationEvent: (event) => services.sellerVerification.settle(event),
  });
  await api.register(sellerVerificationRoutes, { sellerVerification: services.sellerVerification });
  await api.register(bankAccountRoutes, { bankAccounts: services.bankAccounts });
  await api.register(withdrawalRoutes, {
    withdrawals: createWithdrawalService({ db, limitsKobo: config.withdrawalLimitsKobo }),
    requestWithdrawal: withdrawalsOf.requestWithdrawal,
  });
  await api.register(liveRoutes, {
    live: createLiveService({ db }),
    bus,
    resolveToken: services.resolveToken,
    liveSessions: createLiveSessionsReader(db),
    limits: config.liveStreamLimits,
    metrics: metrics?.live,
  });
  const { placeBid, buyNow } = biddingSteps(db);
  await api.register(bidRoutes, {
    bids: services.bids,
    bus,
    placeBid: metrics ? (request) => metrics.countBid(() => placeBid(request)) : placeBid,
    buyNow,
    // Buy Now ends an auction, which leaves the live lists at once.
    onAuctionEnded: () => auctions.forgetCachedPages(),
  });
  await api.register(orderRoutes, {
    orders,
    bus,
    inspectionDays: config.inspectionDays,
    ...orderSteps(db, services.handover, { inspectionDays: config.inspectionDays }),
  });
  await api.register(receiptRoutes, { receipts: services.receipts });
  await api.register(ratingRoutes, { ratings: services.ratings });
  await api.register(offerRoutes, { offers, bus, ...offerSteps(db) });
  // The operator console: every route registered in `routes` is behind its operator guard.
  await api.register(adminScope, {
    prefix: '/admin',
    routes: async (admin) => {
      await admin.register(adminRoutes, {
        admin: createAdminService({ db, orders, wallets }),
        bus,
        ...orderOperatorSteps(db),
        ...moderationSteps(db),
        onListingsChanged: () => auctions.forgetCachedPages(),
      });
      await admin.register(abuseRoutes, { abuse: createAbuseService({ db }) });
      await admin.register(sellerVerificationAdminRoutes, {
        sellerVerification: services.sellerVerification,
        revokeSellerVerification: moderationSteps(db).revokeSellerVerification,
        bus,
      });
      await admin.register(commissionRoutes, { receipts: services.receipts });
      await admin.register(moneyRoutes, {
        reconciliation: createReconciliationService({ db }),
        withdrawals: createWithdrawalService({ db, limitsKobo: config.withdrawalLimitsKobo }),
        recordAction: (action) => recordOperatorAction(db, action),
        retryWithdrawal: withdrawalsOf.retryWithdrawal,
      });
    },
  });
  await api.register(phoneRoutes, { phone: services.phone });
  await api.register(accountRoutes, {
    account: createAccountService({ db, rateLimits: services.rateLimits }),
    changePassword: accounts.changePassword,
    closeAccount: accounts.closeAccount,
  });
  await api.register(watchlistRoutes, { watchlist: createWatchlistService({ db, auctions }) });
  await api.register(savedSearchRoutes, { savedSearches: createSavedSearchService({ db }) });
  await api.register(notificationRoutes, {
    notifications: createNotificationService({ db, unsubscribeKey: unsubscribeKey(deps.jwtSecret) }),
  });
  const whatsappSettings = services.whatsappChoice.settings;
  await api.register(whatsAppRoutes, {
    whatsapp: services.whatsapp,
    webhook: whatsappSettings && { appSecret: whatsappSettings.appSecret, verifyToken: whatsappSettings.verifyToken },
  });
  await api.register(pushRoutes, {
    push: createPushService({
      db,
      vapid: createVapidSource(db, { ...config.vapid, isProduction: config.isProduction }),
      endpoints: config.pushEndpoints,
    }),
  });
  if (!config.isProduction)
    await api.register(async (dev) => {
      dev.addHook('onRequest', devToolsAccess(config.devToolsToken));
      await registerDevApiRoutes(dev, db, services);
    });
}
