import type { ReactNode } from 'react';
import { remoteStatusLabels } from '@naijabid/shared/messages/dashboard';
import { orderLabels as m } from '@naijabid/shared/messages/orders';
import { buttonStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';

/** The heading, intro and links of an order page. */
export function PageFrame({
  title,
  intro,
  links,
  children,
}: {
  title: string;
  intro?: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 max-w-2xl text-slate-700">{intro}</p>}
        </div>
        {links && <nav className="flex flex-wrap gap-2">{links}</nav>}
      </div>
      <div className="mt-5">{children}</div>
    </div>
  );
}

/** Loading, failed with a way to try again, or the list; a failed refresh keeps the list shown. */
export function Loaded<T>({ query, children }: { query: QueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <p>{apiErrorText(query.error)}</p>
        <button type="button" className={`${buttonStyles.secondary} mt-2 min-h-11`} onClick={query.refetch}>
          {remoteStatusLabels.tryAgain}
        </button>
      </div>
    );
  return (
    <p role="status" className="text-slate-700">
      {m.loading}
    </p>
  );
}

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <p className="text-slate-800">{text}</p>
      {children && <div className="mt-3 flex justify-center">{children}</div>}
    </div>
  );
}
