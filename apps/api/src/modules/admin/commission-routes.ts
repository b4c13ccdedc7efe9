import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { commissionReportQuerySchema, commissionReportSchema } from '@naijabid/shared/schemas/receipts';
import type { ReceiptService } from '../receipts/service';
import { adminFailures } from './scope';

const responses = {
  report: {
    200: {
      content: {
        'application/json': { schema: dataAnswerSchema(commissionReportSchema) },
        'text/csv': { schema: z.string() },
      },
    },
    ...adminFailures(),
  },
};

/**
 * The month's commission and the VAT within it, from the sellers' statements, for the
 * accountant (docs/product.md#operator-console): as data for the console, or as CSV.
 */
export const commissionRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  app.get(
    '/commission',
    { schema: { querystring: commissionReportQuerySchema, response: responses.report } },
    async (request, reply) => {
      const report = await receipts.commissionReport(request.query.month);
      if (request.query.format === 'json') return reply.send({ data: report });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="naijabid-commission-${report.month}.csv"`)
        .send(receipts.commissionCsv(report));
    },
  );
};
