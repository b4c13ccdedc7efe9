import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { closeAccountMessages } from '@naijabid/shared/messages/account-settings';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import * as account from '../modules/account/repository';
import type { LiveEvent } from '../plugins/event-bus';
import { logOutEverywhere } from './log-out';

/** What a closed account's buyer contact on a delivered order becomes; valid for the order's address schema. */
const REMOVED_DELIVERY_CONTACT = { fullName: 'Removed on request', phone: '07000000000', street: 'Removed on request' };

function refusal(message: string): AppError {
  return new AppError('account_not_closable', message);
}

/**
 * Closes an account at its owner's request (Nigeria Data Protection Act 2023), in one
 * transaction under the locks of the user's wallet and row: refused while money is in or held by the wallet, a
 * deposit or withdrawal is unsettled, an order or a second-chance offer is open, or a
 * listing is scheduled, live or paused. Otherwise the person's own fields become a pseudonym that
 * cannot collide with any address (so the email may sign up afresh), the phone, password,
 * unused bank accounts, dedicated account, codes, watchlist, notices, mail preferences,
 * newsletter and contact messages go, and
 * every session ends; ledger transfers, bids, orders and listings stay, as financial
 * records a marketplace must keep, now under the pseudonym. Nothing moves in the ledger.
 */
export async function closeAccount(db: Database, userId: string): Promise<LiveEvent[]> {
  // An unusable password: the hash of a secret nobody keeps. Hashed before the lock is taken.
  const passwordHash = await hash(randomBytes(32).toString('base64'));
  return db.transaction(async (tx) => {
    // The wallet first, then the user: the order money moves take (a forfeit locks the
    // ledger, then counts a strike on the user), so the two never wait on each other.
    await account.lockLedgerAccounts(tx, userId);
    const user = await account.lockUser(tx, userId);
    if (!user || user.closedAt) throw new AppError('unauthenticated', closeAccountMessages.closed);
    const blockers = await account.closureBlockers(tx, userId);
    if (blockers.heldKobo > 0 || blockers.withdrawalsInFlight > 0 || blockers.depositsPending > 0)
      throw refusal(closeAccountMessages.moneyHeld);
    if (blockers.balanceKobo > 0) throw refusal(closeAccountMessages.moneyInWallet(formatNaira(blockers.balanceKobo)));
    if (blockers.ordersOpen > 0) throw refusal(closeAccountMessages.ordersOpen);
    if (blockers.offersOpen > 0) throw refusal(closeAccountMessages.offersOpen);
    if (blockers.listingsLive > 0) throw refusal(closeAccountMessages.listingsLive);

    await account.deleteByEmail(tx, user.email);
    await account.pseudonymiseUser(tx, userId, {
      email: `closed-${userId}@closed.invalid`,
      firstName: 'Closed',
      lastName: 'Account',
      passwordHash,
    });
    await account.deleteUnusedBankAccounts(tx, userId);
    await account.deleteVirtualAccount(tx, userId);
    await account.deleteVerificationCodes(tx, userId);
    await account.deletePersonalActivity(tx, userId);
    await account.cancelDrafts(tx, userId);
    await account.removeDeliveryContacts(tx, userId, REMOVED_DELIVERY_CONTACT);
    return logOutEverywhere(tx, userId);
  });
}
