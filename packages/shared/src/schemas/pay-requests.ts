import { z } from 'zod';
import { orderValidationMessages as m } from '../messages';
import { nigerianMobile } from './nigerian-mobile';
import { deliveryAddressFields } from './orders';
import { depositAmountSchema } from './wallet';

/**
 * The requests that pay an order, directly or by a deposit, with the delivery chosen. The
 * address's phone goes through the one phone parser, whose metadata (about 35 KB gzipped)
 * only the pay dialog and the API load: the answers' schemas (orders, wallet) do not import
 * this module.
 */

/** Where a delivery goes, as the buyer types it when paying. */
export const deliveryAddressSchema = z.strictObject({
  fullName: deliveryAddressFields.fullName,
  /** The courier's number to call, typed as people write it and kept in E.164. */
  phone: nigerianMobile(m.phoneRequired),
  street: deliveryAddressFields.street,
  city: deliveryAddressFields.city,
  state: deliveryAddressFields.state,
});

/** How the buyer gets the item, chosen when paying. */
export const deliveryChoiceSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('pickup') }),
    z.strictObject({ method: z.literal('delivery'), address: deliveryAddressSchema }),
  ],
  { error: m.deliveryChoiceRequired },
);
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** POST /orders/:id/pay (Idempotency-Key header): pickup, or delivery to an address. */
export const payOrderRequestSchema = z.strictObject({ delivery: deliveryChoiceSchema });
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

/** POST /wallet/deposits. */
export const startDepositRequestSchema = z.strictObject({
  amount: depositAmountSchema,
  /**
   * A deposit of what an order lacks: once credited it pays that order, with this delivery,
   * from the wallet. If the order can no longer be paid then, the money stays in the wallet.
   */
  payOrder: z.strictObject({ orderId: z.uuid(), delivery: deliveryChoiceSchema }).optional(),
});
export type StartDepositRequest = z.infer<typeof startDepositRequestSchema>;
