import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { googleSignInMessages } from '@naijabid/shared/messages/google-sign-in';
import { loginResponseDataSchema } from '@naijabid/shared/schemas/auth';
import { emptyDataSchema, messageAnswerSchema, redirectSchema } from '@naijabid/shared/schemas/envelope';
import {
  googleContinueAnswerDataSchema,
  googleLinkWithCodeRequestSchema,
  googleLinkWithPasswordRequestSchema,
  googleStartQuerySchema,
  googleTicketRequestSchema,
} from '@naijabid/shared/schemas/google-sign-in';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { GoogleFlowCookie } from './google-flow-cookie';
import type { CallbackOutcome, GoogleSignIn } from './google-sign-in';

/** The web app's page that finishes a Google sign-in (docs/product.md#google-sign-in). */
const WEB_PAGE = '/google-sign-in';

/** What each route answers, by status. */
const responses = {
  start: { 303: redirectSchema, ...failureResponses('not_found') },
  callback: { 303: redirectSchema, ...failureResponses() },
  continue: {
    200: messageAnswerSchema(googleContinueAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, 'google_sign_in_expired'),
  },
  sendLinkCode: {
    200: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'google_sign_in_expired', 'rate_limited'),
  },
  linkWithPassword: {
    200: messageAnswerSchema(loginResponseDataSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'google_sign_in_expired',
      'password_incorrect',
      'login_code_required',
      'rate_limited',
    ),
  },
  linkWithCode: {
    200: messageAnswerSchema(loginResponseDataSchema),
    ...failureResponses(BODY_REFUSALS, 'google_sign_in_expired', 'code_incorrect', 'code_expired', 'code_exhausted'),
  },
};

export interface GoogleRouteOptions {
  googleSignIn: GoogleSignIn;
  flowCookie: GoogleFlowCookie;
  /** The site's own address (PUBLIC_URL) when set; else the address the browser used. */
  publicUrl: string | undefined;
}

function pageOf(outcome: CallbackOutcome): string {
  // The ticket rides in the fragment, which browsers never send to a server or in a Referer.
  return 'ticket' in outcome ? `${WEB_PAGE}#ticket=${outcome.ticket}` : `${WEB_PAGE}?error=${outcome.failure}`;
}

/** Google sign-in, registered only when it is configured; `GET /auth/providers` says so. */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRouteOptions> = async (
  app,
  { googleSignIn, flowCookie, publicUrl },
) => {
  app.get(
    '/auth/google',
    { schema: { querystring: googleStartQuerySchema, response: responses.start } },
    async (request, reply) => {
      const origin = publicUrl ?? `${request.protocol}://${request.host}`;
      const redirectUri = `${origin}${API_PREFIX}/auth/google/callback`;
      try {
        const { location, cookie } = await googleSignIn.start(request.query.accountType ?? 'buyer', redirectUri);
        return reply.header('set-cookie', cookie).redirect(location, 303);
      } catch (error) {
        // The provider's discovery document could not be read: tell the person, not a 500.
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(pageOf({ failure: 'failed' }), 303);
      }
    },
  );

  app.get('/auth/google/callback', { schema: { response: responses.callback } }, async (request, reply) => {
    const flow = await flowCookie.open(request.headers.cookie);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const outcome = await googleSignIn.finish(flow, query);
    return reply
      .header('set-cookie', flowCookie.cleared(request.protocol === 'https'))
      .header('cache-control', 'no-store')
      .redirect(pageOf(outcome), 303);
  });

  app.post(
    '/auth/google/continue',
    { schema: { body: googleTicketRequestSchema, response: responses.continue } },
    async (request) => {
      const data = await googleSignIn.continue(request.body.ticket, request.ip);
      return {
        message: data.status === 'signed_in' ? serverMessages.loggedIn : googleSignInMessages.linkRequired,
        data,
      };
    },
  );

  app.post(
    '/auth/google/link-code',
    { schema: { body: googleTicketRequestSchema, response: responses.sendLinkCode } },
    async (request) => {
      await googleSignIn.sendLinkCode(request.body.ticket);
      return { message: googleSignInMessages.linkCodeSent, data: {} };
    },
  );

  app.post(
    '/auth/google/link-with-password',
    { schema: { body: googleLinkWithPasswordRequestSchema, response: responses.linkWithPassword } },
    async (request) => ({
      message: googleSignInMessages.linked,
      data: await googleSignIn.linkWithPassword(request.body, request.ip),
    }),
  );

  app.post(
    '/auth/google/link-with-code',
    { schema: { body: googleLinkWithCodeRequestSchema, response: responses.linkWithCode } },
    async (request) => ({
      message: googleSignInMessages.linked,
      data: await googleSignIn.linkWithCode(request.body, request.ip),
    }),
  );
};
