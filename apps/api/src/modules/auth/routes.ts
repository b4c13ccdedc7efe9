import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@naijabid/shared/messages';
import type { AuthProviders } from '@naijabid/shared/api';
import {
  loginRequestSchema,
  registerRequestSchema,
  resendCodeRequestSchema,
  verifyAccountRequestSchema,
} from '@naijabid/shared/schemas/auth';
import { toPublicUser, type AuthService } from './service';

export interface AuthRouteOptions {
  auth: AuthService;
  /**
   * Ends the session and its live streams (workflows/log-out.ts), handed in by app.ts:
   * that work spans auth and live, and modules never import workflows.
   */
  logOut: (session: { sessionId: string; userId: string }) => Promise<void>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, logOut }) => {
  app.post('/auth/register', { schema: { body: registerRequestSchema } }, async (request, reply) => {
    const user = await auth.register(request.body, request.ip);
    return reply.status(201).send({ message: serverMessages.registered, data: { user } });
  });

  app.post('/auth/verify-account', { schema: { body: verifyAccountRequestSchema } }, async (request) => {
    const outcome = await auth.verifyAccount(request.body, request.ip);
    return {
      message: outcome === 'verified' ? serverMessages.verified : serverMessages.alreadyVerified,
      data: { verified: true },
    };
  });

  app.post('/auth/resend-auth-code', { schema: { body: resendCodeRequestSchema } }, async (request) => {
    await auth.resendCode(request.body.email, request.ip);
    return { message: serverMessages.codeSent, data: {} };
  });

  app.post('/auth/login', { schema: { body: loginRequestSchema } }, async (request) => {
    const data = await auth.login(request.body, request.ip);
    return { message: serverMessages.loggedIn, data };
  });

  app.post('/auth/logout', { onRequest: app.authenticate }, async (request) => {
    await logOut({ sessionId: request.auth!.sessionId, userId: request.auth!.user.id });
    request.auth = undefined;
    return { message: serverMessages.loggedOut, data: {} };
  });

  app.get('/auth/providers', async () => {
    // Google sign-in (OpenID Connect) is not built yet, so the web app hides its buttons.
    const data: AuthProviders = { google: false };
    return { data };
  });

  app.post('/me/become-seller', { onRequest: app.authenticate }, async (request) => ({
    message: serverMessages.becameSeller,
    data: { user: await auth.becomeSeller(request.auth!.user.id) },
  }));

  app.get('/me', { onRequest: app.authenticate }, async (request) => ({ data: { user: toPublicUser(request.auth!.user) } }));
};
