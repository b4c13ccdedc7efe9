import { STARS_MAX } from '@naijabid/shared/ratings';
import { StarIcon } from './icons';

const ROW = Array.from({ length: STARS_MAX }, (_, index) => index);

/**
 * Five stars filled to `value` (4.6 fills four and most of the fifth): an amber row clipped
 * over a grey one. Drawn for the eye only; the text beside it says the figure.
 */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const row = (className: string) =>
    ROW.map((index) => (
      <StarIcon key={index} width={size} height={size} fill="currentColor" strokeWidth={1.5} className={className} />
    ));
  return (
    <span aria-hidden="true" className="relative inline-flex shrink-0">
      <span className="inline-flex">{row('text-slate-300')}</span>
      <span
        className="absolute inset-y-0 left-0 inline-flex overflow-hidden"
        style={{ width: `${(Math.min(Math.max(value, 0), STARS_MAX) / STARS_MAX) * 100}%` }}
      >
        {row('shrink-0 text-amber-500')}
      </span>
    </span>
  );
}
