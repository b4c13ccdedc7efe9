import type { ReactNode } from 'react';

/** The centred card every account screen sits in, full width on a phone. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {title}
        {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
