import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptServerMessages } from '@naijabid/shared/messages/receipts';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { saleDocumentDataSchema } from '@naijabid/shared/schemas/receipts';
import { failureResponses } from '../../responses';
import { saleDocumentPdf } from './pdf';
import type { ReceiptService } from './service';

const orderParams = z.object({ id: z.uuid(receiptServerMessages.notFound) });
const documentFailures = failureResponses('unauthenticated', 'not_found', 'order_state_conflict');

const responses = {
  document: { 200: dataAnswerSchema(saleDocumentDataSchema), ...documentFailures },
  pdf: { 200: { content: { 'application/pdf': { schema: z.any() } } }, ...documentFailures },
};

/** A completed sale's receipt (to its buyer) or statement (to its seller), as data and as a PDF (docs/product.md#receipts). */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  app.get(
    '/orders/:id/receipt',
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.document } },
    async (request) => ({ data: { document: await receipts.documentFor(request.params.id, request.auth!.user.id) } }),
  );

  app.get(
    '/orders/:id/receipt.pdf',
    { onRequest: app.authenticate, schema: { params: orderParams, response: responses.pdf } },
    async (request, reply) => {
      const document = await receipts.documentFor(request.params.id, request.auth!.user.id);
      const pdf = await saleDocumentPdf(document);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="naijabid-${document.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
