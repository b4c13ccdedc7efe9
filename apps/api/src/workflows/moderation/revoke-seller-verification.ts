import {
  adminSellerVerificationLabels as labels,
  verificationRevokedMessages as notice,
} from '@naijabid/shared/messages/seller-verification';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordOperatorAction } from '../../modules/admin/repository';
import { revokeVerification } from '../../modules/seller-verification/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { tellParty } from '../notices/tell-party';
import type { UserActionRequest } from './moderate-user';

/** What the `seller_verification_revoked` notice carries: the operator's reason, which the bell shows. */
export interface VerificationRevokedEvent {
  reason: string;
}

/**
 * Withdraws a seller's verification (the badge goes, and what needs a verified seller is
 * refused again) with its audit entry, and tells the seller by bell and mail, in one
 * transaction: all or none. Answers the seller's live notice, to publish after the commit.
 */
export function revokeSellerVerification(db: Database, request: UserActionRequest): Promise<LiveEvent> {
  return db.transaction(async (tx) => {
    const revokedAt = await revokeVerification(tx, request.userId, request.reason);
    if (!revokedAt) throw new AppError('operator_conflict', labels.notVerified);
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'user.revoke_seller_verification',
      recordType: 'user',
      recordId: request.userId,
      reason: request.reason,
    });
    const data: VerificationRevokedEvent = { reason: request.reason };
    return tellParty(tx, {
      userId: request.userId,
      event: { type: 'seller_verification_revoked', data },
      mail: {
        subject: notice.subject,
        text: notice.text(request.reason),
        key: `seller-verification:${request.userId}:revoked:${revokedAt.getTime()}`,
      },
    });
  });
}
