import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { sendFailure } from './plugins/error-handler';
import { serveWebApp } from './plugins/web-app';
import { browserOrigin } from './browser-origin';
import { FAKE_PAYSTACK_PREFIX, FAKE_PAYSTACK_SIMULATIONS, fakePaystackRoutes } from './paystack/fake/server';
import { devToolsAccess } from './plugins/dev-tools-access';
import { FAKE_WHATSAPP_PREFIX, fakeWhatsAppRoutes } from './whatsapp/fake';
import { createHttpServer, ownAddress } from './wiring/http';
import { buildServices } from './wiring/services';
import { setUpMetrics } from './wiring/metrics';
import { setUpReads } from './wiring/reads';
import { registerApiRoutes } from './wiring/api-routes';
import { registerDevPages } from './wiring/dev-routes';
import { firstScreenAnswers } from './wiring/first-screen-answers';
import type { AppDependencies } from './wiring/dependencies';

export type { AppDependencies } from './wiring/dependencies';
export { loggerOptions } from './wiring/http';

const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = await createHttpServer(config, deps);
  const { reads, replica } = await setUpReads(app, deps);
  const services = await buildServices(app, deps, await setUpMetrics(app, deps, replica), reads);
  /** The site's address in the browser that sent a request, for pages the payment provider sends people back to. */
  const browserUrl = (request: FastifyRequest) =>
    browserOrigin(request, {
      publicUrl: config.publicUrl,
      isProduction: config.isProduction,
      fallback: () => `http://localhost:${new URL(ownAddress(app)).port}`,
    });

  await app.register((api) => registerApiRoutes(api, deps, services, browserUrl), { prefix: API_PREFIX });
  const refuseStrangers = devToolsAccess(config.devToolsToken);
  if (!config.isProduction) await registerDevPages(app, database.db, refuseStrangers);
  // Paystack's own routes and envelopes, not our API's: outside the response-schema rule.
  const { fakePaystack } = services;
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

  // WhatsApp's API and envelopes, not ours; its outbox and status buttons are a development tool.
  const { fake: fakeWhatsApp } = services.whatsappChoice;
  if (fakeWhatsApp)
    await app.register(fakeWhatsAppRoutes(fakeWhatsApp, refuseStrangers), { prefix: FAKE_WHATSAPP_PREFIX });

  const webAppServed = await serveWebApp(
    app,
    path.resolve(config.webDistDir ?? defaultWebDistDir),
    firstScreenAnswers(app, services),
    config.firstScreenDeadlineMs,
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
