import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@naijabid/shared/messages';
import {
  authProvidersSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseDataSchema,
  registerRequestSchema,
  resendCodeRequestSchema,
  resetPasswordRequestSchema,
  type ResetPasswordRequest,
  userAnswerDataSchema,
  verifyAccountAnswerDataSchema,
  verifyAccountRequestSchema,
  type AuthProviders,
} from '@naijabid/shared/schemas/auth';
import { dataAnswerSchema, emptyDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import { toPublicUser, type AuthService } from './service';

/** What each route answers, by status. */
const responses = {
  register: {
    // No account in the answer: an address that already has one is answered alike.
    201: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'rate_limited'),
  },
  verifyAccount: {
    200: messageAnswerSchema(verifyAccountAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, 'code_incorrect', 'code_expired', 'code_exhausted', 'rate_limited'),
  },
  resendCode: { 200: messageAnswerSchema(emptyDataSchema), ...failureResponses(BODY_REFUSALS, 'rate_limited') },
  forgotPassword: {
    200: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'rate_limited'),
  },
  resetPassword: {
    200: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'code_incorrect', 'code_expired', 'code_exhausted', 'rate_limited'),
  },
  login: {
    200: messageAnswerSchema(loginResponseDataSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'bad_credentials',
      'not_verified',
      'login_code_required',
      'code_incorrect',
      'code_expired',
      'code_exhausted',
      'account_suspended',
      'rate_limited',
    ),
  },
  logout: { 200: messageAnswerSchema(emptyDataSchema), ...failureResponses(BODY_REFUSALS, 'unauthenticated') },
  providers: { 200: dataAnswerSchema(authProvidersSchema), ...failureResponses() },
  becomeSeller: {
    200: messageAnswerSchema(userAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated'),
  },
  me: { 200: dataAnswerSchema(userAnswerDataSchema), ...failureResponses('unauthenticated') },
};

export interface AuthRouteOptions {
  auth: AuthService;
  /**
   * Ends the session and its live streams (workflows/accounts/log-out.ts), handed in by app.ts:
   * that work spans auth and live, and modules never import workflows.
   */
  logOut: (session: { sessionId: string; userId: string }) => Promise<void>;
  /** Resets the password and ends every session of the account and its live streams, likewise. */
  resetPassword: (request: ResetPasswordRequest, clientAddress: string) => Promise<void>;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), so the web app shows its buttons. */
  googleEnabled: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { auth, logOut, resetPassword, googleEnabled },
) => {
  app.post(
    '/auth/register',
    { schema: { body: registerRequestSchema, response: responses.register } },
    async (request, reply) => {
      await auth.register(request.body, request.ip);
      return reply.status(201).send({ message: serverMessages.registered, data: {} });
    },
  );

  app.post(
    '/auth/verify-account',
    { schema: { body: verifyAccountRequestSchema, response: responses.verifyAccount } },
    async (request) => {
      const outcome = await auth.verifyAccount(request.body, request.ip);
      return {
        message: outcome === 'verified' ? serverMessages.verified : serverMessages.alreadyVerified,
        data: { verified: true as const },
      };
    },
  );

  app.post(
    '/auth/resend-auth-code',
    { schema: { body: resendCodeRequestSchema, response: responses.resendCode } },
    async (request) => {
      await auth.resendCode(request.body.email, request.ip);
      return { message: serverMessages.codeSent, data: {} };
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: responses.forgotPassword } },
    async (request) => {
      await auth.forgotPassword(request.body.email, request.ip);
      return { message: serverMessages.resetCodeSent, data: {} };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: responses.resetPassword } },
    async (request) => {
      await resetPassword(request.body, request.ip);
      return { message: serverMessages.passwordReset, data: {} };
    },
  );

  app.post('/auth/login', { schema: { body: loginRequestSchema, response: responses.login } }, async (request) => {
    const data = await auth.login(request.body, request.ip);
    return { message: serverMessages.loggedIn, data };
  });

  app.post('/auth/logout', { onRequest: app.authenticate, schema: { response: responses.logout } }, async (request) => {
    await logOut({ sessionId: request.auth!.sessionId, userId: request.auth!.user.id });
    request.auth = undefined;
    return { message: serverMessages.loggedOut, data: {} };
  });

  app.get('/auth/providers', { schema: { response: responses.providers } }, async () => {
    const data: AuthProviders = { google: googleEnabled };
    return { data };
  });

  app.post(
    '/me/become-seller',
    { onRequest: app.authenticate, schema: { response: responses.becomeSeller } },
    async (request) => ({
      message: serverMessages.becameSeller,
      data: { user: await auth.becomeSeller(request.auth!.user.id) },
    }),
  );

  app.get('/me', { onRequest: app.authenticate, schema: { response: responses.me } }, async (request) => ({
    data: { user: toPublicUser(request.auth!.user) },
  }));
};
