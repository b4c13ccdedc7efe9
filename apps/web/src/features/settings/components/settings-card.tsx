import { useId, type ReactNode } from 'react';

/** One section of the Settings page: a titled card. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
