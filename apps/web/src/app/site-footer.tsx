import { Link } from 'react-router';
import { taglines } from '@naijabid/shared/marketing';
import { Logo } from '../components/logo';

const columns = [
  {
    title: 'Marketplace',
    links: [
      { to: '/auctions', label: 'Live auctions' },
      { to: '/listings', label: 'All listings' },
      { to: '/winners', label: 'Recent winners' },
      { to: '/vendor', label: 'Sell on NaijaBid' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/tips', label: 'Bidding tips' },
      { to: '/help', label: 'Help centre' },
      { to: '/shipping', label: 'Shipping' },
      { to: '/contact', label: 'Contact support' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/pricing', label: 'Pricing and fees' },
      { to: '/product', label: 'How NaijaBid works' },
      { to: '/terms', label: 'Terms' },
      { to: '/privacy', label: 'Privacy' },
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{taglines.footer}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} NaijaBid. All amounts in naira (₦).
      </p>
    </footer>
  );
}
