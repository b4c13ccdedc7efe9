import type { Database } from '../db/client';
import { sellerVerifications } from '../db/schema';

/**
 * The demo's verified seller: Chinedu (`chinedu@demo.naijabid.ng`) shows the "Verified
 * seller" badge on his cards, auction pages and profile. Written as the settled outcome of
 * Paystack's customer validation would leave it (no BVN, only its masked form); made once.
 */
export async function ensureDemoVerifiedSeller(db: Database, userId: string): Promise<void> {
  await db
    .insert(sellerVerifications)
    .values({
      userId,
      customerCode: 'CUS_demochinedu0001',
      status: 'verified',
      firstName: 'Chinedu',
      lastName: 'Okeke',
      bankCode: '058',
      accountNumber: '0123456789',
      maskedBvn: '221*****047',
      decidedAt: new Date(),
    })
    .onConflictDoNothing({ target: sellerVerifications.userId });
}
