/**
 * Money is an integer number of kobo everywhere (1 naira = 100 kobo); never a float.
 * Display follows docs/product.md#money: en-NG naira, no kobo shown for whole-naira amounts.
 * Every form reads naira text with `parseNaira` and every page shows amounts with the
 * formatters below, so one amount reads and looks the same on every screen.
 */

export const KOBO_PER_NAIRA = 100;

/** Value added tax on our commission (Nigeria Tax Act 2025), in tenths of a percent: 7.5%. */
export const VAT_PERMILLE = 75;
const PERMILLE = 1000;

/**
 * The VAT within an amount that includes it (our commission does: docs/product.md#receipts):
 * amount x 75 / 1075, rounded half up to the kobo, in integers so no float ever rounds it.
 */
export function vatIncludedIn(amountKobo: number): number {
  assertKobo(amountKobo);
  const divisor = PERMILLE + VAT_PERMILLE;
  return Math.floor((amountKobo * VAT_PERMILLE * 2 + divisor) / (divisor * 2));
}

const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const nairaWithKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const compactNumber = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

export function assertKobo(amountKobo: number): void {
  if (!Number.isSafeInteger(amountKobo)) throw new RangeError(`Not a whole number of kobo: ${amountKobo}`);
}

/** For amounts written in code (`nairaToKobo(1_000)`); text people type goes through `parseNaira`. */
export function nairaToKobo(naira: number): number {
  const amountKobo = Math.round(naira * KOBO_PER_NAIRA);
  assertKobo(amountKobo);
  return amountKobo;
}

export type ParsedNaira = { kind: 'amount'; amountKobo: number } | { kind: 'empty' } | { kind: 'invalid' };

/** Whole naira, then at most two digits of kobo, once spaces, commas and the ₦ sign are gone. */
const NAIRA_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;
const MAX_SAFE_KOBO = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Naira as people type it ("15000", "15,000", "₦ 15,000.50") in kobo. Read digit by digit
 * in integers, so "0.29" is 29 kobo and not 28.999..., and anything that is not plainly an
 * amount (a sign, an exponent, a third decimal, more kobo than a safe integer) is `invalid`
 * rather than a guess. Whether zero or a large amount is acceptable is the form's rule.
 */
export function parseNaira(text: string): ParsedNaira {
  const cleaned = text.replace(/[\s,₦]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  const match = NAIRA_TEXT.exec(cleaned);
  if (!match) return { kind: 'invalid' };
  const amountKobo = BigInt(match[1]!) * BigInt(KOBO_PER_NAIRA) + BigInt((match[2] ?? '').padEnd(2, '0'));
  return amountKobo <= MAX_SAFE_KOBO ? { kind: 'amount', amountKobo: Number(amountKobo) } : { kind: 'invalid' };
}

/**
 * An amount as an editable field holds it: plain digits, kobo only when there are some
 * ("25000", "25000.50"); no amount is an empty field. `parseNaira` reads it back exactly.
 */
export function formatNairaForField(amountKobo: number | null): string {
  if (amountKobo === null) return '';
  assertKobo(amountKobo);
  const sign = amountKobo < 0 ? '-' : '';
  const kobo = Math.abs(amountKobo) % KOBO_PER_NAIRA;
  const naira = (Math.abs(amountKobo) - kobo) / KOBO_PER_NAIRA;
  return kobo === 0 ? `${sign}${naira}` : `${sign}${naira}.${String(kobo).padStart(2, '0')}`;
}

/** The minus sign, not a hyphen: how every page writes money taken off ("−₦2,500"). */
const MINUS_SIGN = '\u2212';

/** "₦125,000", or "₦1.50" when there are kobo, and "−₦50,000" taken off: how every page shows an amount. */
export function formatNaira(amountKobo: number): string {
  assertKobo(amountKobo);
  if (amountKobo < 0) return `${MINUS_SIGN}${formatNaira(-amountKobo)}`;
  const formatter = amountKobo % KOBO_PER_NAIRA === 0 ? wholeNaira : nairaWithKobo;
  // A decimal string, not kobo / 100: past about 7e13 naira a float loses the last kobo.
  return formatter.format(formatNairaForField(amountKobo) as Intl.StringNumericLiteral);
}

/** "₦2.2M": a large total at a glance (the landing page's figures), whole naira only. */
export function formatNairaCompact(amountKobo: number): string {
  assertKobo(amountKobo);
  return `₦${compactNumber.format(Math.floor(amountKobo / KOBO_PER_NAIRA))}`;
}
