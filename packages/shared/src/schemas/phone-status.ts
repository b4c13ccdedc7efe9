import { z } from 'zod';

/** GET /me/phone: the verified number, and the number a code was last sent to while that code still works. */
export const phoneStatusSchema = z.strictObject({
  verifiedNumber: z.string().nullable(),
  pendingNumber: z.string().nullable(),
  /** Seconds until another code may be sent; 0 when one may be sent now. */
  resendAfterSeconds: z.number().int().min(0),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;
