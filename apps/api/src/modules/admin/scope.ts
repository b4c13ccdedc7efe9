/**
 * The operator console's API: everything under /api/v1/admin sits behind ONE guard, an
 * onRequest hook on this plugin's scope, so no admin route can forget it. A caller who is
 * not an operator (signed out, a buyer, a seller, a bad token) gets the very 404 an unknown
 * route answers, before the body is even read: the console does not admit it exists.
 *
 * To add admin routes from another file, write a Fastify plugin and register it inside
 * `routes` where app.ts mounts the scope; it inherits the guard:
 *
 *   await api.register(adminScope, {
 *     prefix: '/admin',
 *     routes: async (admin) => {
 *       await admin.register(adminRoutes, { admin: adminService, ... });
 *       await admin.register(moneyRoutes, { ... }); // e.g. another helper's routes
 *     },
 *   });
 *
 * Each route declares its answers with `adminFailures(...)` (the 404 included), takes the
 * operator from `operatorOf(request)`, and every action writes `recordOperatorAction`
 * (./repository.ts) in its own transaction with the reason from `operatorActionRequestSchema`.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@naijabid/shared/messages';
import type { ErrorCode } from '@naijabid/shared/error-codes';
import { AppError } from '../../errors';
import { failureResponses } from '../../responses';
import type { AuthContext } from '../auth/service';

export type AdminApi = Parameters<FastifyPluginAsyncZod>[0];

export interface AdminScopeOptions {
  /** Registers the admin routes; all of them inherit the operator guard. */
  routes: (admin: AdminApi) => Promise<void>;
}

/** The answer of an unknown route (app.ts's not-found handler): the same code and sentence. */
function unknownRoute(): AppError {
  return new AppError('not_found', serverMessages.notFound);
}

export const adminScope: FastifyPluginAsyncZod<AdminScopeOptions> = async (admin, { routes }) => {
  admin.addHook('onRequest', async (request, reply) => {
    await admin.identify(request, reply);
    if (!request.auth?.user.operatorSince) {
      // No renewed token or anything else of the caller's session in a 404.
      request.auth = undefined;
      throw unknownRoute();
    }
  });
  await routes(admin);
};

/** The operator behind a request that passed the guard. */
export function operatorOf(request: FastifyRequest): AuthContext['user'] {
  const user = request.auth?.user;
  if (!user?.operatorSince) throw unknownRoute();
  return user;
}

/** An admin route's failures: the guard's 404 and the ones its own rules answer. */
export function adminFailures(...codes: ReadonlyArray<ErrorCode | readonly ErrorCode[]>) {
  return failureResponses('not_found', ...codes);
}
