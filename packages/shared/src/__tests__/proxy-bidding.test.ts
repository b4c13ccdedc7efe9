import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidIncrementFor } from '../auction-rules';
import { minimumNextBidKobo, proxyOutcome, type AuctionPricing, type ProxyBid } from '../proxy-bidding';

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
    const after = proxyOutcome(auction, [
      ...bids,
      { bidderId: 'ada', maxAmountKobo: naira(150_000), sequence: 3 },
    ]).currentPriceKobo;
    expect(after).toBe(before);
  });

  it('keeps the price when the leader raises after a tie or a capped price', () => {
    const small = { startingPriceKobo: naira(1_000), reservePriceKobo: null };
    const tie = [
      { bidderId: 'ada', maxAmountKobo: naira(5_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(5_000), sequence: 2 },
    ];
    expect(proxyOutcome(small, tie)).toMatchObject({ leader: { bidderId: 'ada' }, currentPriceKobo: naira(5_000) });
    expect(proxyOutcome(small, [...tie, { bidderId: 'ada', maxAmountKobo: naira(8_000), sequence: 3 }])).toMatchObject({
      leader: { bidderId: 'ada', maxAmountKobo: naira(8_000) },
      currentPriceKobo: naira(5_000),
    });
    const capped = [
      { bidderId: 'ada', maxAmountKobo: naira(5_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(4_950), sequence: 2 },
    ];
    expect(proxyOutcome(small, capped).currentPriceKobo).toBe(naira(5_000));
    const raised = proxyOutcome(small, [...capped, { bidderId: 'ada', maxAmountKobo: naira(8_000), sequence: 3 }]);
    expect(raised.currentPriceKobo).toBe(naira(5_000));
    expect(minimumNextBidKobo(small, raised)).toBe(naira(5_100));
  });

  it('moves the price to the reserve when the leader raises to meet it, and only then', () => {
    const withReserve = { startingPriceKobo: naira(1_000), reservePriceKobo: naira(5_050) };
    const tie = [
      { bidderId: 'ada', maxAmountKobo: naira(5_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(5_000), sequence: 2 },
    ];
    expect(proxyOutcome(withReserve, tie)).toMatchObject({ currentPriceKobo: naira(5_000), reserveMet: false });
    const short = [...tie, { bidderId: 'ada', maxAmountKobo: naira(5_040), sequence: 3 }];
    expect(proxyOutcome(withReserve, short)).toMatchObject({ currentPriceKobo: naira(5_000), reserveMet: false });
    const met = [...short, { bidderId: 'ada', maxAmountKobo: naira(8_000), sequence: 4 }];
    expect(proxyOutcome(withReserve, met)).toMatchObject({ currentPriceKobo: naira(5_050), reserveMet: true });
    expect(
      proxyOutcome(withReserve, [...met, { bidderId: 'ada', maxAmountKobo: naira(9_000), sequence: 5 }])
        .currentPriceKobo,
    ).toBe(naira(5_050));
  });

  it('takes the bids in sequence order, whatever their order in the list', () => {
    const bids = [
      { bidderId: 'ada', maxAmountKobo: naira(80_000), sequence: 3 },
      { bidderId: 'ada', maxAmountKobo: naira(60_000), sequence: 1 },
      { bidderId: 'bola', maxAmountKobo: naira(60_000), sequence: 2 },
    ];
    expect(proxyOutcome(auction, bids)).toMatchObject({
      leader: { bidderId: 'ada', maxAmountKobo: naira(80_000) },
      currentPriceKobo: naira(60_000),
    });
  });

  it('jumps to the reserve once the leader maximum meets it', () => {
    const withReserve = { startingPriceKobo: naira(50_000), reservePriceKobo: naira(90_000) };
    expect(proxyOutcome(withReserve, [{ bidderId: 'ada', maxAmountKobo: naira(80_000), sequence: 1 }])).toMatchObject({
      currentPriceKobo: naira(50_000),
      reserveMet: false,
    });
    expect(proxyOutcome(withReserve, [{ bidderId: 'ada', maxAmountKobo: naira(95_000), sequence: 1 }])).toMatchObject({
      currentPriceKobo: naira(90_000),
      reserveMet: true,
    });
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
  const amount = fc.integer({ min: naira(50_000), max: naira(3_000_000) });
  const reserveArbitrary = fc.option(amount, { nil: null });
  const withSequence = (entries: { bidder: string; max: number }[]) =>
    entries.map((entry, index): ProxyBid => ({ bidderId: entry.bidder, maxAmountKobo: entry.max, sequence: index }));
  const bidsArbitrary = fc
    .array(fc.record({ bidder: fc.constantFrom('a', 'b', 'c', 'd'), max: amount }), { maxLength: 30 })
    .map(withSequence);
  /** Each bidder bids once, so no leader ever raises their own maximum. */
  const oneBidEachArbitrary = fc
    .uniqueArray(fc.record({ bidder: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), max: amount }), {
      selector: (entry) => entry.bidder,
      maxLength: 6,
    })
    .map(withSequence);

  /** The price rule read off the set of maximums, with no history. */
  function priceFromMaximums(rules: AuctionPricing, bids: readonly ProxyBid[]): number {
    const highest = Math.max(...bids.map((bid) => bid.maxAmountKobo));
    const leaderId = bids.find((bid) => bid.maxAmountKobo === highest)!.bidderId;
    const others = bids.filter((bid) => bid.bidderId !== leaderId).map((bid) => bid.maxAmountKobo);
    const runnerUp = others.length ? Math.max(...others) : null;
    let expected =
      runnerUp === null ? rules.startingPriceKobo : Math.min(highest, runnerUp + bidIncrementFor(runnerUp));
    if (rules.reservePriceKobo !== null && highest >= rules.reservePriceKobo)
      expected = Math.max(expected, rules.reservePriceKobo);
    return Math.max(expected, rules.startingPriceKobo);
  }

  it('the leader has the highest maximum, the earliest on ties, and the price stays within the rule', () => {
    fc.assert(
      fc.property(bidsArbitrary, reserveArbitrary, (bids, reserve) => {
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
        if (others.length) expect(outcome.currentPriceKobo).toBeGreaterThanOrEqual(Math.max(...others));
        if (reserve !== null && highest >= reserve) expect(outcome.currentPriceKobo).toBeGreaterThanOrEqual(reserve);
        // Raises by the leader can only keep the price below what the maximums alone would give.
        expect(outcome.currentPriceKobo).toBeLessThanOrEqual(priceFromMaximums(rules, bids));
      }),
    );
  });

  it('with one bid per bidder, the price is one increment above the runner-up, capped at the leader', () => {
    fc.assert(
      fc.property(
        oneBidEachArbitrary.filter((bids) => bids.length > 0),
        reserveArbitrary,
        (bids, reserve) => {
          const rules = { startingPriceKobo: naira(50_000), reservePriceKobo: reserve };
          expect(proxyOutcome(rules, bids).currentPriceKobo).toBe(priceFromMaximums(rules, bids));
        },
      ),
    );
  });

  it('a leader raising their own maximum keeps the price, unless the raise first meets the reserve', () => {
    fc.assert(
      fc.property(
        bidsArbitrary.filter((bids) => bids.length > 0),
        reserveArbitrary,
        fc.integer({ min: 1, max: naira(3_000_000) }),
        (bids, reserve, raiseBy) => {
          const rules = { startingPriceKobo: naira(50_000), reservePriceKobo: reserve };
          const before = proxyOutcome(rules, bids);
          const leader = before.leader!;
          const raised = leader.maxAmountKobo + raiseBy;
          const after = proxyOutcome(rules, [
            ...bids,
            { bidderId: leader.bidderId, maxAmountKobo: raised, sequence: bids.length },
          ]);
          expect(after.leader).toEqual({ bidderId: leader.bidderId, maxAmountKobo: raised });
          const meetsReserveNow = reserve !== null && leader.maxAmountKobo < reserve && raised >= reserve;
          expect(after.currentPriceKobo).toBe(
            meetsReserveNow ? Math.max(before.currentPriceKobo, reserve) : before.currentPriceKobo,
          );
        },
      ),
    );
  });
});
