import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts } from '../../db/schema';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** A user's saved accounts, newest first (a handful each). */
export async function listBankAccounts(db: Database, userId: string): Promise<BankAccountRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(desc(bankAccounts.createdAt));
}

export async function findBankAccount(db: Database, userId: string, id: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)));
  return row;
}

export async function findBankAccountByNumber(
  db: Database,
  userId: string,
  bankCode: string,
  accountNumber: string,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.bankCode, bankCode),
        eq(bankAccounts.accountNumber, accountNumber),
      ),
    );
  return row;
}

/** Saves the account once per user, bank and number; a second save (a double click) finds the first. */
export async function saveBankAccount(
  db: Database,
  account: Omit<BankAccountRow, 'id' | 'createdAt'>,
): Promise<BankAccountRow> {
  const [inserted] = await db.insert(bankAccounts).values(account).onConflictDoNothing().returning();
  return inserted ?? (await findBankAccountByNumber(db, account.userId, account.bankCode, account.accountNumber))!;
}
