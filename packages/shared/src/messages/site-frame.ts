/**
 * The labels of the frame around every page (footer, skip link, the loading and error states
 * of a route). The landing's first load carries the frame, so, as in top-bar.ts, each label
 * is a constant of its own, imported as a namespace (`import * as frame`).
 */
import { privacy, terms } from './top-bar';

/** Footer links that other screens name too (the marketplace's title, the winners page). */
export const liveAuctions = 'Live auctions';
export const recentWinners = 'Recent winners';

/**
 * The footer's columns: each link's label under the path it opens. Keyed by path rather than
 * by name, because a name per link would add a key and a lookup for each of its thirteen
 * links to the landing's first load.
 */
export const footerColumns = [
  {
    title: 'Marketplace',
    links: {
      '/auctions': liveAuctions,
      '/listings': 'All listings',
      '/winners': recentWinners,
      '/vendor': 'Sell on NaijaBid',
    },
  },
  {
    title: 'Help',
    links: {
      '/tips': 'Bidding tips',
      '/help': 'Help centre',
      '/shipping': 'Shipping',
      '/buyer-protection': 'Buyer protection',
      '/contact': 'Contact support',
    },
  },
  {
    title: 'Company',
    links: {
      '/about': 'About us',
      '/pricing': 'Pricing and fees',
      '/product': 'How NaijaBid works',
      '/terms': terms,
      '/privacy': privacy,
    },
  },
] as const;

/** The footer's last line, after the © sign and the year. */
export const footerNote = ' NaijaBid. All amounts in naira (₦).';

export const skipToContent = 'Skip to content';
/** Read by the logo link after the brand's name. */
export const logoHome = ' home';
/** Read while a page's code downloads. */
export const loadingPage = 'Loading page';
/** The error boundary of a route. */
export const pageFailedTitle = 'This page could not be shown';
export const pageFailedBody = 'Please check your connection and try again.';
export const reloadPage = 'Reload the page';
