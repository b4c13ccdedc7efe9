import { Link } from 'react-router';
import { BRAND_NAME } from '@naijabid/shared/constants';
import * as frame from '@naijabid/shared/messages/site-frame';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded text-lg font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${inverted ? 'text-white' : 'text-slate-900'}`}
    >
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span>
        Naija<span className={inverted ? 'text-amber-300' : 'text-emerald-700'}>Bid</span>
      </span>
      <span className="sr-only">
        {BRAND_NAME}
        {frame.logoHome}
      </span>
    </Link>
  );
}
