import { Link } from 'react-router';
import * as topBar from '@naijabid/shared/messages/top-bar';
import { isInCart, useMyOrders } from '../lib/api/list-my-orders';
import { useHasSession } from '../lib/session';
import { CartIcon } from './icons';

/**
 * The cart in the marketplace header and the top bar, at every width: its badge counts the
 * won items awaiting payment, and the link reads "Cart, 2 to pay". A visitor's has no badge.
 */
export function CartLink({ className }: { className: string }) {
  const signedIn = useHasSession();
  const count = useMyOrders(signedIn).data?.filter(isInCart).length ?? 0;
  return (
    <Link to="/cart" className={className}>
      <CartIcon />
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 grid h-4 min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white"
          >
            {count}
          </span>
          <span className="sr-only">{topBar.cartToPay(count)}</span>
        </>
      ) : (
        <span className="sr-only">{topBar.cart}</span>
      )}
    </Link>
  );
}
