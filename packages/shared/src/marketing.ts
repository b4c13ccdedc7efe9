/**
 * Words and figures of the landing and marketplace pages, defined once
 * (docs/product.md#landing-page and docs/product.md#marketplace-home).
 */

export const taglines = {
  landing: "Nigeria's premier online auction platform for electronics, gadgets and more",
  footer: "Nigeria's #1 Online Auction Platform; Bid, Win, and Save Big On Real Products",
} as const;

/** The three animated hero stats of docs/product.md#landing-page: a target number, its unit and the label. */
export const heroStats = [
  { target: 100, prefix: '', suffix: '+', label: 'Products auctioned' },
  { target: 100, prefix: '', suffix: 'K+', label: 'Bidders' },
  { target: 200, prefix: '₦', suffix: '+', label: 'In total wins' },
] as const;

/** Count-up duration of the hero stats; the spec allows 0.5 to 1 second. */
export const STAT_COUNT_UP_MS = 900;

export const howItWorks = {
  title: 'Start Bidding & Winning in 3 Easy Steps',
  steps: [
    {
      title: 'Set Up Your Account',
      body: 'Sign up free with your email, choose to buy or sell, and confirm the 6-digit code we send you.',
    },
    {
      title: 'Deposit Funds',
      body: 'Fund your wallet by debit card, bank transfer or a card payment provider. Your money stays yours until you win.',
    },
    {
      title: 'Join Live Auctions',
      body: 'Bid on live auctions. When the countdown ends, the highest bidder wins the item.',
    },
  ],
} as const;

export const bidSmarterTitle = 'Bid Smarter, Win Bigger';
export const newsletterHeadline = 'Stay Ahead of the Bidding Game';
export const newsletterPlaceholder = 'Enter your email';
export const newsletterButton = "Let's Go";

export const promoBanner = {
  title: "There's a deal for you, too",
  body: 'Items start low. Set your maximum and let the countdown do the rest.',
  action: 'Explore now',
} as const;
