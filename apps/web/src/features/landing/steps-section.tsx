import { howItWorks } from '@naijabid/shared/marketing';
import { stepsSectionLabels as m } from '@naijabid/shared/messages/below-the-fold';

export function StepsSection() {
  return (
    <section aria-labelledby="steps-title" className="py-10">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">{m.eyebrow}</p>
        <h2 id="steps-title" className="mt-1 text-2xl font-bold text-slate-900">
          {howItWorks.title}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <span
                aria-hidden="true"
                className="grid h-10 w-10 place-items-center rounded-full bg-emerald-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">
                <span className="sr-only">{m.step(index + 1)}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
