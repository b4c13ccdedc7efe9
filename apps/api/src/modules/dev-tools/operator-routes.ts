import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { BODY_REFUSALS, failureResponses } from '../../responses';

const grantAnswerSchema = z.strictObject({ outcome: z.enum(['changed', 'unchanged', 'unknown_email', 'unverified']) });

export interface DevOperatorRouteOptions {
  /** workflows/operator-role.ts's grant (as `npm run operator -- grant`), handed in by app.ts. */
  grantOperator: (email: string) => Promise<z.infer<typeof grantAnswerSchema>>;
}

/**
 * Development only (never registered in production): gives an account the operator role, as
 * `npm run operator -- grant EMAIL` does, for a browser test whose server holds its embedded
 * database, so the command cannot open it meanwhile.
 */
export const devOperatorRoutes: FastifyPluginAsyncZod<DevOperatorRouteOptions> = async (app, { grantOperator }) => {
  app.post(
    '/dev/operators',
    {
      schema: {
        body: z.strictObject({ email: z.email() }),
        response: { 200: dataAnswerSchema(grantAnswerSchema), ...failureResponses(BODY_REFUSALS) },
      },
    },
    async (request) => ({ data: { outcome: (await grantOperator(request.body.email)).outcome } }),
  );
};
