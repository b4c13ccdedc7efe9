import { listingWizardLabels as m } from '@naijabid/shared/messages/listing-wizard';

/** Where the seller is among the wizard's steps, named. */
export function ListingStepIndicator({ titles, step }: { titles: string[]; step: number }) {
  return (
    <ol
      className="mt-4 grid gap-2"
      style={{ gridTemplateColumns: `repeat(${titles.length}, minmax(0, 1fr))` }}
      aria-label={m.steps}
    >
      {titles.map((title, index) => (
        <li key={title} aria-current={index === step ? 'step' : undefined} className="text-center">
          <span
            aria-hidden="true"
            className={`block h-1.5 rounded-full ${index <= step ? 'bg-emerald-700' : 'bg-slate-200'}`}
          />
          <span
            className={`mt-1 block text-xs sm:text-sm ${index === step ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
          >
            <span className="sr-only">{m.stepOf(index + 1, titles.length)}</span>
            {title}
          </span>
        </li>
      ))}
    </ol>
  );
}
