import { maskLikePaystack } from '@naijabid/shared/masked-number';
import type { Database } from '../db/client';
import { sellerVerifications } from '../db/schema';
import { bankStyleName } from '../paystack/fake/customer-identification';
import { recordAccountHolder } from '../paystack/fake/transfers';

/** The Guaranty Trust Bank account Chinedu verified with (its check digit is right, so it resolves). */
export const DEMO_VERIFIED_ACCOUNT = { bankCode: '058', accountNumber: '0123456785' } as const;

/**
 * The demo's verified seller: Chinedu (`chinedu@demo.naijabid.ng`) shows the "Verified
 * seller" badge on his cards, auction pages and profile. Written as the settled outcome of
 * Paystack's customer validation would leave it (no BVN and no account number, only their
 * masked forms), with the fake bank naming his account after him as that validation would,
 * so adding it under Withdraw to bank lets him withdraw above the limit; made once.
 */
export async function ensureDemoVerifiedSeller(db: Database, userId: string): Promise<void> {
  const person = { firstName: 'Chinedu', lastName: 'Okeke' };
  await db
    .insert(sellerVerifications)
    .values({
      userId,
      customerCode: 'CUS_demochinedu0001',
      status: 'verified',
      ...person,
      bankCode: DEMO_VERIFIED_ACCOUNT.bankCode,
      maskedAccountNumber: maskLikePaystack(DEMO_VERIFIED_ACCOUNT.accountNumber),
      maskedBvn: '221*****047',
      decidedAt: new Date(),
    })
    .onConflictDoNothing({ target: sellerVerifications.userId });
  await recordAccountHolder(db, { ...DEMO_VERIFIED_ACCOUNT, name: bankStyleName(person) });
}
