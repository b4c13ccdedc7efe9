import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { closeAccountMessages } from '@naijabid/shared/messages/account-settings';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as account from '../../modules/account/repository';
import { deleteUserSubscriptions } from '../../modules/push/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { logOutEverywhere } from './log-out';

/** What a closed account's buyer contact on a delivered order becomes; valid for the order's address schema. */
const REMOVED_DELIVERY_CONTACT = { fullName: 'Removed on request', phone: '07000000000', street: 'Removed on request' };

function refusal(message: string): AppError {
  return new AppError('account_not_closable', message);
}

/**
 * Every reason the account cannot close yet, each in its own sentence with its amount, so the
 * person sees all they must do at once (money in the wallet and a deposit waiting are two
 * steps, not one "money is held").
 */
function closureRefusals(blockers: Awaited<ReturnType<typeof account.closureBlockers>>): string[] {
  const m = closeAccountMessages;
  const amount = (kobo: number, message: (naira: string) => string) => (kobo > 0 ? [message(formatNaira(kobo))] : []);
  return [
    ...amount(blockers.availableKobo, m.moneyInWallet),
    ...amount(blockers.heldForBidsKobo, m.heldForBids),
    ...amount(blockers.heldForWinsKobo, m.heldForWins),
    ...amount(blockers.heldOtherKobo, m.heldOther),
    ...amount(blockers.withdrawalsKobo, m.withdrawalsInProgress),
    ...(blockers.depositsPending > 0 ? [m.depositsPending(blockers.depositsPending)] : []),
    ...(blockers.ordersOpen > 0 ? [m.ordersOpen] : []),
    ...(blockers.offersOpen > 0 ? [m.offersOpen] : []),
    ...(blockers.listingsLive > 0 ? [m.listingsLive] : []),
  ];
}

/**
 * Closes an account at its owner's request (Nigeria Data Protection Act 2023), in one
 * transaction under the locks of the user's wallet and row: refused while money is in or held by the wallet, a
 * deposit or withdrawal is unsettled, an order or a second-chance offer is open, or a
 * listing is scheduled, live or paused. Otherwise the person's own fields become a pseudonym that
 * cannot collide with any address (so the email may sign up afresh), the phone, password,
 * unused bank accounts, dedicated account, codes, watchlist, saved searches, notices, mail preferences,
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
    const reasons = closureRefusals(await account.closureBlockers(tx, userId));
    if (reasons.length > 0) throw refusal(reasons.join(' '));

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
    // A browser's push address is personal; a closed account is sent nothing anyway.
    await deleteUserSubscriptions(tx, userId);
    await account.deletePersonalActivity(tx, userId);
    await account.cancelDrafts(tx, userId);
    await account.removeDeliveryContacts(tx, userId, REMOVED_DELIVERY_CONTACT);
    return logOutEverywhere(tx, userId);
  });
}
