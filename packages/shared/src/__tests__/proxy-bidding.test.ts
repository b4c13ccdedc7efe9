import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidIncrementFor } from '../auction-rules';
import { minimumNextBidKobo, proxyOutcome, type ProxyBid } from '../proxy-bidding';

const naira = (amount: number) => amount * 100;
const auction = { startingPriceKobo: naira(50_000), reservePriceKobo: null };

describe('proxy bidding examples', () => {
  it('a lone bidder leads at the starting price', () => {
    expect(proxyOutcome(auction, [{ bidderId: 'ada', maxAmountKobo: naira(80_000), sequence: 1 }])).toEqual({
      leader: { bidderId: 'ada', maxAmountKobo: naira(80_000) },
      currentPriceKobo: naira(50_000),
      reserveMet: null,
    });
  });

  it('the price is one increment above the runner-up, capped at the leader maximum', () => {
    const bids = [
      { bidderId: 'ada', maxAmountKobo: naira(80_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(60_000), sequence: 2 },
    ];
    expect(proxyOutcome(auction, bids).currentPriceKobo).toBe(naira(61_000));
    const close = [...bids, { bidderId: 'chi', maxAmountKobo: naira(79_500), sequence: 3 }];
    expect(proxyOutcome(auction, close).currentPriceKobo).toBe(naira(80_000));
  });

  it('on equal maximums the earlier bid leads at that maximum', () => {
    const bids = [
      { bidderId: 'ada', maxAmountKobo: naira(70_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(70_000), sequence: 2 },
    ];
    expect(proxyOutcome(auction, bids)).toMatchObject({ leader: { bidderId: 'ada' }, currentPriceKobo: naira(70_000) });
  });

  it('raising your own maximum while leading does not raise the price', () => {
    const bids = [
      { bidderId: 'ada', maxAmountKobo: naira(70_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(60_000), sequence: 2 },
    ];
    const before = proxyOutcome(auction, bids).currentPriceKobo;
    const after = proxyOutcome(auction, [...bids, { bidderId: 'ada', maxAmountKobo: naira(150_000), sequence: 3 }]).currentPriceKobo;
    expect(after).toBe(before);
  });

  it('jumps to the reserve once the leader maximum meets it', () => {
    const withReserve = { startingPriceKobo: naira(50_000), reservePriceKobo: naira(90_000) };
    expect(proxyOutcome(withReserve, [{ bidderId: 'ada', maxAmountKobo: naira(80_000), sequence: 1 }])).toMatchObject({ currentPriceKobo: naira(50_000), reserveMet: false });
    expect(proxyOutcome(withReserve, [{ bidderId: 'ada', maxAmountKobo: naira(95_000), sequence: 1 }])).toMatchObject({ currentPriceKobo: naira(90_000), reserveMet: true });
  });

  it('asks a new bidder for the starting price, then one increment above the price', () => {
    expect(minimumNextBidKobo(auction, proxyOutcome(auction, []))).toBe(naira(50_000));
    const outcome = proxyOutcome(auction, [
      { bidderId: 'ada', maxAmountKobo: naira(80_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(60_000), sequence: 2 },
    ]);
    expect(minimumNextBidKobo(auction, outcome)).toBe(naira(62_000));
  });
});

describe('proxy bidding properties', () => {
  const bidsArbitrary = fc
    .array(fc.record({ bidder: fc.constantFrom('a', 'b', 'c', 'd'), max: fc.integer({ min: naira(50_000), max: naira(3_000_000) }) }), { maxLength: 30 })
    .map((entries) => entries.map((entry, index): ProxyBid => ({ bidderId: entry.bidder, maxAmountKobo: entry.max, sequence: index })));

  it('the leader has the highest maximum, the earliest on ties, and the price follows the rule', () => {
    fc.assert(
      fc.property(bidsArbitrary, fc.option(fc.integer({ min: naira(50_000), max: naira(3_000_000) }), { nil: null }), (bids, reserve) => {
        const rules = { startingPriceKobo: naira(50_000), reservePriceKobo: reserve };
        const outcome = proxyOutcome(rules, bids);
        if (bids.length === 0) {
          expect(outcome.leader).toBeNull();
          return;
        }
        const highest = Math.max(...bids.map((bid) => bid.maxAmountKobo));
        const firstAtHighest = bids.find((bid) => bid.maxAmountKobo === highest)!;
        expect(outcome.leader).toEqual({ bidderId: firstAtHighest.bidderId, maxAmountKobo: highest });
        expect(outcome.currentPriceKobo).toBeLessThanOrEqual(highest);
        expect(outcome.currentPriceKobo).toBeGreaterThanOrEqual(rules.startingPriceKobo);
        const others = bids.filter((bid) => bid.bidderId !== firstAtHighest.bidderId).map((bid) => bid.maxAmountKobo);
        const runnerUp = others.length ? Math.max(...others) : null;
        let expected = runnerUp === null ? rules.startingPriceKobo : Math.min(highest, runnerUp + bidIncrementFor(runnerUp));
        if (reserve !== null && highest >= reserve) expected = Math.max(expected, reserve);
        expect(outcome.currentPriceKobo).toBe(Math.max(expected, rules.startingPriceKobo));
      }),
    );
  });
});
