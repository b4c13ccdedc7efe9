import { verifiedSellerBadgeLabels as m } from '@naijabid/shared/messages/verified-seller-badge';
import { ShieldCheckIcon } from './icons';

/**
 * "Verified seller": the seller proved who they are with their BVN (docs/product.md#verified-sellers).
 * Shown on cards, the auction page, the seller's profile and the bid dialog; nothing for others.
 */
export function VerifiedSellerBadge({ verified, className = '' }: { verified: boolean; className?: string }) {
  if (!verified) return null;
  return (
    <span
      title={m.explained}
      data-testid="verified-seller-badge"
      className={`inline-flex w-fit items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ${className}`}
    >
      <ShieldCheckIcon width={14} height={14} />
      {m.badge}
      <span className="sr-only">. {m.explained}</span>
    </span>
  );
}
