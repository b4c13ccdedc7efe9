import { apiRequest } from '../../../lib/api-client';
import { orderChanged } from './order-changed';

/** Accepts (the offer becomes an order in the cart) or declines a second-chance offer. Answers the server's sentence. */
export async function answerOffer(offerId: string, answer: 'accept' | 'decline'): Promise<string | undefined> {
  const reply = await apiRequest<unknown>('POST', `/offers/${encodeURIComponent(offerId)}/${answer}`);
  orderChanged();
  return reply.message;
}
