import { registerLabels as m } from '@naijabid/shared/messages/auth';

/** The wizard's 3-dot progress indicator (docs/product.md#sign-up-wizard); the current step is announced. */
export function ProgressDots({ current, total }: { current: number; total: number }) {
  return (
    <ol aria-label={m.progress(current + 1, total)} className="flex justify-center gap-2">
      {Array.from({ length: total }, (_, index) => (
        <li
          key={index}
          aria-current={index === current ? 'step' : undefined}
          className={`h-2.5 rounded-full transition-all ${index === current ? 'w-8 bg-emerald-700' : index < current ? 'w-2.5 bg-emerald-400' : 'w-2.5 bg-slate-300'}`}
        >
          <span className="sr-only">
            {m.progressStep(index + 1)}
            {index < current ? m.progressDone : index === current ? m.progressCurrent : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
