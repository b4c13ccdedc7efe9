import type { FastifyBaseLogger } from 'fastify';
import { bankAccountMessages as m } from '@naijabid/shared/messages/withdrawals';
import type { AddBankAccountRequest, Bank, BankAccount } from '@naijabid/shared/schemas/withdrawals';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { RateLimit } from '../../plugins/rate-limiter';
import { PaystackError } from '../../paystack/http';
import type { PaystackTransfers } from '../../paystack/transfers';
import * as repository from './repository';

/** Banks change a few times a year; an hour keeps the list fresh and Paystack asked once an hour per process. */
const BANK_LIST_CACHE_MS = 60 * 60 * 1000;

export interface BankAccountServiceOptions {
  db: Database;
  /** Undefined when payouts cannot be made (production without provider keys). */
  transfers: PaystackTransfers;
  /** Account lookups one user may make per window: each is a call to the provider. */
  lookups: RateLimit;
  log: FastifyBaseLogger;
}

function toBankAccount(row: repository.BankAccountRow): BankAccount {
  const { id, bankCode, bankName, accountNumber, accountName } = row;
  return { id, bankCode, bankName, accountNumber, accountName };
}

/** A refusal about the account itself (no such account, bad parameters), as opposed to an outage. */
function isAccountRefusal(error: unknown): boolean {
  return error instanceof PaystackError && [400, 404, 422].includes(error.status);
}

export function createBankAccountService({ db, transfers, lookups, log }: BankAccountServiceOptions) {
  let bankList: { banks: Promise<Bank[]>; until: number } | undefined;

  function unavailable(error: unknown, what: string): AppError {
    log.warn({ err: error }, `Paystack could not ${what}`);
    return new AppError('unavailable', m.lookupUnavailable);
  }

  /** The banks, from memory for an hour; concurrent misses share one request, and a failure is not kept. */
  async function banks(): Promise<Bank[]> {
    if (bankList && bankList.until > Date.now()) return bankList.banks;
    const loading = transfers
      .listBanks()
      .then((list) => list.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)));
    bankList = { banks: loading, until: Date.now() + BANK_LIST_CACHE_MS };
    try {
      return await loading;
    } catch (error) {
      bankList = undefined;
      throw unavailable(error, 'list the banks');
    }
  }

  return {
    banks,

    /**
     * Looks the account up at its bank and answers the name it is registered under. With
     * `confirm` (the user has read the name), saves it as a transfer recipient; saving the
     * same account again answers the saved one.
     */
    async add(userId: string, request: AddBankAccountRequest): Promise<{ account: BankAccount; saved: boolean }> {
      const { bankCode, accountNumber, confirm } = request;
      const bank = (await banks()).find((candidate) => candidate.code === bankCode);
      if (!bank) throw new AppError('validation', m.bankUnknown, { fieldErrors: { bankCode: m.bankUnknown } });
      if (confirm) {
        const saved = await repository.findBankAccountByNumber(db, userId, bankCode, accountNumber);
        if (saved) return { account: toBankAccount(saved), saved: true };
      }
      const counted = await lookups.hit(userId);
      if (!counted.allowed) {
        const { retryAfterSeconds } = counted;
        throw new AppError('rate_limited', m.tooManyLookups(Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds });
      }
      let accountName: string;
      try {
        ({ accountName } = await transfers.resolveAccount(bankCode, accountNumber));
      } catch (error) {
        if (isAccountRefusal(error))
          throw new AppError('bank_account_not_found', m.accountNotFound, {
            fieldErrors: { accountNumber: m.accountNotFound },
          });
        throw unavailable(error, 'resolve an account');
      }
      const looked = { bankCode, bankName: bank.name, accountNumber, accountName };
      if (!confirm) return { account: looked, saved: false };
      let recipientCode: string;
      try {
        ({ recipientCode } = await transfers.createTransferRecipient(looked));
      } catch (error) {
        throw unavailable(error, 'create a transfer recipient');
      }
      const row = await repository.saveBankAccount(db, { userId, ...looked, recipientCode });
      return { account: toBankAccount(row), saved: true };
    },

    async list(userId: string): Promise<BankAccount[]> {
      return (await repository.listBankAccounts(db, userId)).map(toBankAccount);
    },
  };
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;
