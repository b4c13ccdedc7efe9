import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { abuseSignalsSchema } from '@naijabid/shared/schemas/admin-abuse';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import type { AbuseService } from '../abuse/service';
import { adminFailures } from './scope';

const responses = { signals: { 200: dataAnswerSchema(abuseSignalsSchema), ...adminFailures() } };

/** The console's abuse signals (docs/product.md#operator-console), registered inside adminScope. */
export const abuseRoutes: FastifyPluginAsyncZod<{ abuse: AbuseService }> = async (app, { abuse }) => {
  app.get('/abuse', { schema: { response: responses.signals } }, async () => ({ data: await abuse.signals() }));
};
