import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The frame of every static page: one h1, an optional lead paragraph and the sections.
 * It renders no <main>, header or footer because the app layout already provides them.
 */
export function ContentPage({
  title,
  documentTitle = title,
  lead,
  children,
}: {
  title: string;
  /** The tab title when it should differ from the visible heading. */
  documentTitle?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 text-base leading-relaxed text-slate-700 sm:px-6 sm:py-12">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
      </header>
      <div className="space-y-10">{children}</div>
    </article>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-lg font-semibold text-slate-900">{children}</h3>;
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-emerald-700">{children}</ul>;
}

export function NumberedList({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-emerald-700">{children}</ol>;
}

/** A highlighted box for the rules people most often get wrong (deadlines, binding bids). */
export function Callout({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border-l-4 border-emerald-700 bg-emerald-50 p-4 text-slate-800">{children}</div>;
}
