import { Link } from 'react-router';
import { returnPageLabels as r } from '@naijabid/shared/messages/returns';
import { useBuyerProtection } from '../lib/api/buyer-protection';

/** The buyer protection line of auction and order pages: the server's inspection window, and the page that explains it. */
export function BuyerProtectionLine() {
  const protection = useBuyerProtection();
  return (
    <p className="text-sm text-slate-700">
      {r.buyerProtection(protection?.inspectionDays)}{' '}
      <Link to="/buyer-protection" className="font-semibold text-emerald-800 underline">
        {r.learnMore}
      </Link>
    </p>
  );
}
