import { useState } from 'react';
import { Link } from 'react-router';
import { auditActionLabels, auditPageLabels as m } from '@naijabid/shared/messages/admin';
import type { AuditEntry } from '@naijabid/shared/schemas/admin';
import { formatLagosTime } from '@naijabid/shared/date-time';
import { buttonStyles } from '../../../components/button-styles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuditPage } from '../api/get-audit';
import { AdminPage, Loaded } from '../components/remote';

/** Where the console shows the record an entry is about, if it has a page. */
function recordPath({ recordType, recordId }: AuditEntry): string | null {
  switch (recordType) {
    case 'order':
      return `/admin/disputes/${recordId}`;
    case 'listing':
      return `/auctions/${recordId}`;
    case 'user':
      return `/admin/users/${recordId}`;
    case 'withdrawal':
      return '/admin/money';
    default:
      return null;
  }
}

/** The record by its kind and its title ("Order · Samsung Galaxy A15"), linked to its page. */
function RecordName({ entry }: { entry: AuditEntry }) {
  const kind = m.recordTypes[entry.recordType] ?? entry.recordType;
  const path = recordPath(entry);
  const name = entry.recordTitle ?? entry.recordId;
  return (
    <>
      {`${kind} · `}
      {path ? (
        <Link to={path} className="text-emerald-800 underline">
          {name}
        </Link>
      ) : (
        name
      )}
    </>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900">{auditActionLabels[entry.action] ?? entry.action}</span>
        <time dateTime={entry.at} className="text-slate-600">
          {formatLagosTime(entry.at)}
        </time>
      </div>
      <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{m.who}</dt>
        <dd className="break-all">
          {entry.operator ? `${entry.operator.name} (${entry.operator.email})` : m.commandLine}
        </dd>
        <dt className="text-slate-500">{m.record}</dt>
        <dd className="break-words">
          <RecordName entry={entry} />
        </dd>
        <dt className="text-slate-500">{m.reason}</dt>
        <dd className="text-slate-900">{entry.reason}</dd>
      </dl>
    </li>
  );
}

/** One page of entries; the last page shown offers the next, older one. */
function AuditChunk({ before, isLast, onMore }: { before?: number; isLast: boolean; onMore: (next: number) => void }) {
  const page = useAuditPage(before);
  return (
    <Loaded query={page}>
      {({ items, nextBefore }) => (
        <>
          {before === undefined && items.length === 0 && <p className="text-slate-700">{m.empty}</p>}
          <ul className="grid gap-2">
            {items.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          {isLast && nextBefore !== null && (
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-3 min-h-11`}
              onClick={() => onMore(nextBefore)}
            >
              {m.more}
            </button>
          )}
        </>
      )}
    </Loaded>
  );
}

/** `/admin/audit`: every operator action, newest first, in keyset pages. */
export default function AuditPage() {
  useDocumentTitle(m.title);
  const [pages, setPages] = useState<Array<number | undefined>>([undefined]);
  return (
    <AdminPage title={m.title} intro={m.intro}>
      <div className="grid gap-2">
        {pages.map((before, index) => (
          <AuditChunk
            key={before ?? 'newest'}
            before={before}
            isLast={index === pages.length - 1}
            onMore={(next) => setPages((shown) => [...shown, next])}
          />
        ))}
      </div>
    </AdminPage>
  );
}
