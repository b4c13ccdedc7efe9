import { useEffect, useState } from 'react';
import { reserveHintLabels as m } from '@naijabid/shared/messages/ratings';
import type { AuctionDetail } from '@naijabid/shared/schemas/listings';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { checkReserve } from './api/check-reserve';

/** A pause in typing long enough to mean "this amount", so each keystroke is not a check. */
export const RESERVE_CHECK_AFTER_MS = 700;

/**
 * What the answers so far tell of each auction's reserve: the least amount known to meet it
 * and the most known not to. The server counts every check (a few a day per auction), so an
 * amount these already settle is never asked again, in this dialog or the next.
 */
interface Known {
  leastMeeting: number;
  mostBelow: number;
  /** The server's word when no more checks are allowed for now. */
  usedUp?: string;
}
const knownByAuction = new Map<string, Known>();

function knownOf(auctionId: string): Known {
  return knownByAuction.get(auctionId) ?? { leastMeeting: Number.POSITIVE_INFINITY, mostBelow: 0 };
}

/** Whether `amountKobo` meets the reserve as far as earlier answers tell, or undefined. */
function settled(auctionId: string, amountKobo: number): boolean | undefined {
  const known = knownOf(auctionId);
  if (amountKobo >= known.leastMeeting) return true;
  if (amountKobo <= known.mostBelow) return false;
  return undefined;
}

function remember(auctionId: string, amountKobo: number, meets: boolean): void {
  const known = knownOf(auctionId);
  knownByAuction.set(
    auctionId,
    meets
      ? { ...known, leastMeeting: Math.min(known.leastMeeting, amountKobo) }
      : { ...known, mostBelow: Math.max(known.mostBelow, amountKobo) },
  );
}

/** Forgets every answer (tests start each from nothing). */
export function forgetReserveAnswers(): void {
  knownByAuction.clear();
}

/**
 * Under the bid amount, on an auction with a reserve not yet met: whether the maximum being
 * typed would meet it, asked of the server once typing pauses. The reserve itself never
 * reaches the browser; only yes or no for an amount the bidder could bid.
 */
export function ReserveHint({
  auction,
  amountKobo,
  floorKobo,
}: {
  auction: Pick<AuctionDetail, 'id' | 'reserveMet'>;
  /** The typed maximum, or null while the field holds no amount. */
  amountKobo: number | null;
  /** Below the least bid the server takes, the amount is not worth a check. */
  floorKobo: number;
}) {
  const [, setAnswers] = useState(0);
  const [problem, setProblem] = useState<{ amountKobo: number; text: string } | null>(null);
  const askable = auction.reserveMet === false && amountKobo !== null && amountKobo >= floorKobo;

  useEffect(() => {
    if (!askable || settled(auction.id, amountKobo) !== undefined || knownOf(auction.id).usedUp) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkReserve(auction.id, amountKobo, controller.signal).then(
        (meets) => {
          remember(auction.id, amountKobo, meets);
          setAnswers((count) => count + 1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 429) {
            knownByAuction.set(auction.id, { ...knownOf(auction.id), usedUp: apiErrorText(error) });
            setAnswers((count) => count + 1);
          } else setProblem({ amountKobo, text: m.unavailable });
        },
      );
    }, RESERVE_CHECK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [askable, auction.id, amountKobo]);

  if (auction.reserveMet === null) return null;
  if (auction.reserveMet) return <Hint tone="met">{m.alreadyMet}</Hint>;
  if (!askable) return null;
  const meets = settled(auction.id, amountKobo);
  if (meets !== undefined) return <Hint tone={meets ? 'met' : 'below'}>{meets ? m.meets : m.below}</Hint>;
  const usedUp = knownOf(auction.id).usedUp;
  if (usedUp) return <Hint tone="quiet">{usedUp}</Hint>;
  if (problem?.amountKobo === amountKobo) return <Hint tone="quiet">{problem.text}</Hint>;
  return <Hint tone="quiet">{m.checking}</Hint>;
}

const TONES = {
  met: 'bg-emerald-50 text-emerald-900',
  below: 'bg-amber-50 text-amber-950',
  quiet: 'text-slate-600',
} as const;

function Hint({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <p role="status" className={`mt-2 rounded-lg px-3 py-2 text-sm ${TONES[tone]}`}>
      {children}
    </p>
  );
}
