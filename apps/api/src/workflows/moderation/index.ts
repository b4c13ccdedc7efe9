import type { Database } from '../../db/client';
import { withDatabase } from '../with-database';
import { restoreListing, takeDownListing } from './moderate-listing';
import { liftBiddingBar, restoreUser, suspendUser } from './moderate-user';
import { changeOperatorRole } from './operator-role';
import { revokeSellerVerification } from './revoke-seller-verification';

/** The operators' steps on users and listings, for the operator console. */
export function moderationSteps(db: Database) {
  const step = withDatabase(db);
  return {
    suspendUser: step(suspendUser),
    restoreUser: step(restoreUser),
    liftBiddingBar: step(liftBiddingBar),
    takeDownListing: step(takeDownListing),
    restoreListing: step(restoreListing),
    revokeSellerVerification: step(revokeSellerVerification),
  };
}

/** Makes a user an operator from the development tools, as `npm run operator -- grant EMAIL` does. */
export function grantOperator(db: Database) {
  return (email: string) => changeOperatorRole(db, 'grant', email, 'Granted with the development tools');
}
