import { Link } from 'react-router';
import { taglines } from '@naijabid/shared/marketing';
import { Logo } from '../components/logo';
import * as frame from '@naijabid/shared/messages/site-frame';

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{taglines.footer}</p>
        </div>
        {frame.footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {Object.entries(column.links).map(([to, label]) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="rounded text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()}
        {frame.footerNote}
      </p>
    </footer>
  );
}
