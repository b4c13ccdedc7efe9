import { useId, type ReactNode } from 'react';

/** A titled card of a record's page, a region named by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}
