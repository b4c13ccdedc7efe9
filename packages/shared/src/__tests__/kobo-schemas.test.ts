import { describe, expect, it } from 'vitest';
import { koboSchema, signedKoboSchema } from '../schemas/envelope';
import { walletEntrySchema } from '../schemas/wallet';

describe('money on the wire', () => {
  it('takes whole, safe, non-negative kobo', () => {
    for (const kobo of [0, 150, 125_000_00, Number.MAX_SAFE_INTEGER])
      expect(koboSchema.safeParse(kobo).success).toBe(true);
    for (const notKobo of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY, '100'])
      expect(koboSchema.safeParse(notKobo).success).toBe(false);
  });

  it('takes a negative movement of a balance, but no fraction or unsafe integer', () => {
    expect(signedKoboSchema.safeParse(-5_000_00).success).toBe(true);
    expect(signedKoboSchema.safeParse(-0.5).success).toBe(false);
    expect(signedKoboSchema.safeParse(Number.MIN_SAFE_INTEGER - 1).success).toBe(false);
  });

  it('lets a wallet line take money out while what it holds stays non-negative', () => {
    const line = {
      id: '0b8f8f4e-8f55-4d1b-9a43-2f6f4c3e7a10',
      purpose: 'bid_security',
      amount: -10_000_00,
      held: 10_000_00,
      holdAmount: 10_000_00,
      status: 'held',
      createdAt: '2026-11-26T10:00:00.000Z',
      settledAt: null,
    };
    expect(walletEntrySchema.safeParse(line).success).toBe(true);
    expect(walletEntrySchema.safeParse({ ...line, held: -10_000_00 }).success).toBe(false);
  });
});
