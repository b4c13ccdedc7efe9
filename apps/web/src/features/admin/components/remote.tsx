import type { ReactNode } from 'react';
import { remoteStatusLabels } from '@naijabid/shared/messages/dashboard';
import { auditPageLabels } from '@naijabid/shared/messages/admin';
import { buttonStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import type { QueryResult } from '../../../lib/query';

export function LoadingNote() {
  return (
    <p role="status" className="px-4 py-6 text-slate-700">
      {auditPageLabels.loading}
    </p>
  );
}

/** Loading, failed with a way to try again, or what was read; a failed refresh keeps it shown. */
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
  return <LoadingNote />;
}

/** A console page's heading and intro. */
export function AdminPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section>
      <h1 className="text-2xl font-extrabold text-slate-900">{title}</h1>
      {intro && <p className="mt-1 max-w-3xl text-slate-700">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
