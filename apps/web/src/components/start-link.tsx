import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHasSession } from '../lib/session';

/**
 * The landing's calls to start (Start Bidding, Get Started): a visitor starts by signing up
 * (docs/product.md#landing-page); someone already signed in is past that step and goes straight to the auctions.
 */
export function StartLink({ className, children }: { className: string; children: ReactNode }) {
  const signedIn = useHasSession();
  return (
    <Link to={signedIn ? '/auctions' : '/register'} className={className}>
      {children}
    </Link>
  );
}
