import { adminSellerVerificationLabels as labels } from '@naijabid/shared/messages/seller-verification';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordOperatorAction } from '../../modules/admin/repository';
import { revokeVerification } from '../../modules/seller-verification/repository';
import type { UserActionRequest } from './moderate-user';

/**
 * Withdraws a seller's verification (the badge goes, and what needs a verified seller is
 * refused again) with its audit entry, in one transaction: both or neither.
 */
export function revokeSellerVerification(db: Database, request: UserActionRequest): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await revokeVerification(tx, request.userId, request.reason)))
      throw new AppError('operator_conflict', labels.notVerified);
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'user.revoke_seller_verification',
      recordType: 'user',
      recordId: request.userId,
      reason: request.reason,
    });
  });
}
