import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { describeRemaining, formatCountdown } from '../lib/countdown';
import { phaseAt } from '../lib/auction/phase';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { auctionLabels as m } from '@naijabid/shared/messages/auction-labels';

interface AuctionClockProps {
  auction: Pick<AuctionSummary, 'status' | 'startsAt' | 'endsAt'>;
  /** Server time in epoch milliseconds. */
  now: number;
  className?: string;
  /** A label beside the clock already says "Starts in", so a scheduled clock shows only the time. */
  labelled?: boolean;
}

/**
 * Time left (live), time to the start (scheduled) or the final state, by the countdown
 * rules of docs/product.md#interface-behaviour: hours and minutes from an hour, else minutes and seconds, red under ten
 * minutes, "Ended" at zero.
 */
export function AuctionClock({ auction, now, className = '', labelled = false }: AuctionClockProps) {
  const phase = phaseAt(auction, now);
  if (phase === 'scheduled') {
    const remaining = Date.parse(auction.startsAt) - now;
    const countdown = formatCountdown(remaining);
    return (
      <span className={className}>
        {!labelled && <span className="text-slate-700">{m.startsIn} </span>}
        <span
          role="timer"
          aria-label={`${m.startsIn} ${describeRemaining(remaining).replace(/ left$/, '')}, ${formatLagosTime(auction.startsAt)}`}
          className="font-mono font-semibold text-slate-900 tabular-nums"
        >
          {countdown.text}
        </span>
      </span>
    );
  }
  if (phase === 'live') {
    const remaining = Date.parse(auction.endsAt) - now;
    const countdown = formatCountdown(remaining);
    return (
      <span
        role="timer"
        aria-label={describeRemaining(remaining)}
        className={`font-mono font-semibold tabular-nums ${countdown.urgent ? 'text-red-700' : 'text-slate-900'} ${className}`}
      >
        {countdown.text}
      </span>
    );
  }
  const label = phase === 'cancelled' ? 'Cancelled' : phase === 'draft' ? 'Not published' : 'Ended';
  return <span className={`font-semibold text-slate-600 ${className}`}>{label}</span>;
}
