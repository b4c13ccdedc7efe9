/**
 * The NUBAN check digit (CBN, "Revised standards on NUBAN for banks and other financial
 * institutions", March 2020): a 10-digit account number is a 9-digit serial and a check
 * digit computed over the 6-digit institution code and the serial, weighted
 * 3,7,3,3,7,3,3,7,3,3,7,3,3,7,3; the digit is 10 minus the sum modulo 10, and 0 for 10. A
 * deposit money bank's institution code is its 3-digit CBN code padded with "000", whose
 * zeros add nothing, so for banks the 2020 rule is the 2010 one over the 3-digit code.
 *
 * The check only applies where we know the bank's CBN code. Paystack lists the deposit money
 * banks by those codes, but fintechs and microfinance banks (Kuda 50211, Moniepoint 50515,
 * OPay 999992, PalmPay 999991, Carbon 565...) under codes of Paystack's own that are not the
 * CBN's institution codes, so for them a wrong check would refuse real accounts: their
 * numbers are checked by the provider's account lookup alone.
 */

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/** 10 digits, nothing else: what every Nigerian bank account number looks like. */
export const NUBAN_LENGTH = 10;
export const NUBAN_PATTERN = new RegExp(`^[0-9]{${NUBAN_LENGTH}}$`);

/**
 * Deposit money banks whose Paystack bank code is their CBN code (Access, Access (Diamond),
 * Citibank, Ecobank, Fidelity, First Bank, FCMB, GTBank, Heritage, Jaiz, Keystone, Polaris,
 * Providus, Stanbic IBTC, Standard Chartered, Sterling, SunTrust, Union, UBA, Unity, Wema,
 * Zenith). A bank missing here is only looked up, never refused by the check.
 */
export const CBN_BANK_CODES: ReadonlySet<string> = new Set([
  '044',
  '063',
  '023',
  '050',
  '070',
  '011',
  '214',
  '058',
  '030',
  '301',
  '082',
  '076',
  '101',
  '221',
  '068',
  '232',
  '100',
  '032',
  '033',
  '215',
  '035',
  '057',
]);

/** The check digit of a 9-digit serial at an institution (its 6-digit code, or a bank's 3-digit one). */
export function nubanCheckDigit(institutionCode: string, serial: string): number {
  const code = institutionCode.padStart(6, '0');
  if (!/^[0-9]{6}$/.test(code) || !/^[0-9]{9}$/.test(serial)) {
    throw new RangeError(`A NUBAN check digit needs a 6-digit institution code and a 9-digit serial`);
  }
  const digits = `${code}${serial}`;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (10 - (sum % 10)) % 10;
}

/** Whether the check digit can be verified for accounts at this Paystack bank code. */
export function nubanCheckApplies(bankCode: string): boolean {
  return CBN_BANK_CODES.has(bankCode);
}

/**
 * True only when the check applies and the last digit is not the one the first nine give:
 * a typo. A number of another shape, or at a bank the check does not cover, is not called a
 * typo here (the shape has its own message; the lookup decides the rest).
 */
export function nubanLooksMistyped(bankCode: string, accountNumber: string): boolean {
  if (!NUBAN_PATTERN.test(accountNumber) || !nubanCheckApplies(bankCode)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) !== Number(accountNumber[9]);
}
