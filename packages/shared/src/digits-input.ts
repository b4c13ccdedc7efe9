/**
 * What a field for a number of fixed length (a 6-digit code, a 10-digit account number)
 * keeps of what was typed or pasted: its digits first, then the first `length` of them.
 * A code is often pasted with a space ("263 052"); cutting before the space goes would lose
 * its last digit, so such a field never sets a `maxLength` either (the browser cuts first).
 */
export function keepDigits(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}
