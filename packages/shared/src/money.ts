/**
 * Money is an integer number of kobo everywhere (1 naira = 100 kobo); never a float.
 * Display follows PRODUCT.md 2: en-NG naira, no kobo shown for whole-naira amounts.
 */

export const KOBO_PER_NAIRA = 100;

const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const nairaWithKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

export function assertKobo(amountKobo: number): void {
  if (!Number.isSafeInteger(amountKobo)) throw new RangeError(`Not a whole number of kobo: ${amountKobo}`);
}

export function nairaToKobo(naira: number): number {
  const amountKobo = Math.round(naira * KOBO_PER_NAIRA);
  assertKobo(amountKobo);
  return amountKobo;
}

export function formatNaira(amountKobo: number): string {
  assertKobo(amountKobo);
  const formatter = amountKobo % KOBO_PER_NAIRA === 0 ? wholeNaira : nairaWithKobo;
  return formatter.format(amountKobo / KOBO_PER_NAIRA);
}
