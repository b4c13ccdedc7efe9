import type { ReactNode } from 'react';
import { Link } from 'react-router';

const textLinkClassName =
  'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={textLinkClassName}>
      {children}
    </Link>
  );
}

export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={`${textLinkClassName} break-all`}>
      {address}
    </a>
  );
}

/** A link styled as the brand's primary button, for the one action a page leads to. */
export function ButtonLink({ to, children, variant = 'primary' }: { to: string; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  const colours =
    variant === 'primary'
      ? 'bg-emerald-700 text-white hover:bg-emerald-800'
      : 'border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50';
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold ${colours} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700`}
    >
      {children}
    </Link>
  );
}

export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">{children}</div>;
}
