import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';

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

/** A link that leaves the app: a phone call, a WhatsApp chat. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`${textLinkClassName} whitespace-nowrap`}>
      {children}
    </a>
  );
}

/** A link styled as one of the app's buttons, for the action a page leads to. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Link to={to} className={`${buttonStyles[variant]} min-h-11`}>
      {children}
    </Link>
  );
}

export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">{children}</div>;
}
