import { describeRemaining, formatCountdown } from '../../../lib/countdown';
import { formatLagosTime } from '@naijabid/shared/date-time';

/**
 * Time left to a deadline by the server's clock, and the deadline itself in Lagos time:
 * "1d 04h 10m · Fri, 27 Nov 2026, 3:00 pm". Past it, only the time.
 */
export function Deadline({ at, now }: { at: string; now: number }) {
  const remaining = Date.parse(at) - now;
  const countdown = formatCountdown(remaining);
  return (
    <span>
      {!countdown.ended && (
        <>
          <span
            role="timer"
            aria-label={describeRemaining(remaining)}
            className={`font-mono font-semibold tabular-nums ${countdown.urgent ? 'text-red-700' : 'text-slate-900'}`}
          >
            {countdown.text}
          </span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      <time dateTime={at} className="text-slate-700">
        {formatLagosTime(at)}
      </time>
    </span>
  );
}
