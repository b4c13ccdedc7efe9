import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@naijabid/shared/schemas/admin';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { adminFailures } from './scope';
import type { AdminService } from './service';

/** What each route answers, by status. */
const responses = {
  audit: { 200: dataAnswerSchema(auditPageSchema), ...adminFailures() },
};

export interface AdminRouteOptions {
  admin: AdminService;
}

/** The console's own routes, registered inside `adminScope` (./scope.ts), which guards them. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, { admin }) => {
  app.get('/audit', { schema: { querystring: auditQuerySchema, response: responses.audit } }, async (request) => ({
    data: await admin.auditPage(request.query),
  }));
};
