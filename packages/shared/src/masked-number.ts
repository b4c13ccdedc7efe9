/**
 * A BVN or account number as Paystack's customer validation shows it, and as NaijaBid keeps
 * it: the first and last three digits, the rest starred ("012****789"). The full number of a
 * seller's verified account is never kept, so it is recognised among their saved accounts by
 * this form.
 */
export function maskLikePaystack(value: string): string {
  return `${value.slice(0, 3)}${'*'.repeat(Math.max(value.length - 6, 0))}${value.slice(-3)}`;
}

/** Whether two numbers, either masked ("012****345"), may be the same: same length, and every digit both show the same. */
export function sameMaskedNumber(one: string, other: string): boolean {
  if (one.length !== other.length) return false;
  return [...one].every((character, index) => character === '*' || other[index] === '*' || character === other[index]);
}
