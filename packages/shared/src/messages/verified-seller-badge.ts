/**
 * The "Verified seller" badge's words, a module of its own because cards on the landing and
 * marketplace pages show it, and those pages load only the small message modules they need.
 */
export const verifiedSellerBadgeLabels = {
  badge: 'Verified seller',
  /** Read out after the badge, and its tooltip. */
  explained: 'This seller verified their identity with their BVN and a bank account in their name.',
} as const;
