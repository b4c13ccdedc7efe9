/**
 * The landing's Best Auction Deals labels (docs/product.md#landing-page): the section loads
 * below the fold, so its words stay out of the landing's first load.
 */
export const dealsLabels = {
  title: 'Best Auction Deals',
  tabsLabel: 'Deal categories',
  liveIn: 'Live auctions in',
  floorPrice: 'Floor price',
  getStarted: 'Get Started',
  emptyEndingSoon: 'No live auctions end within the hour.',
  emptyCategory: (tab: string) => `No live auctions in ${tab} right now.`,
  /** Read before a price change, for screen readers. */
  changeWords: { 1: 'Up ', 0: 'No change, ', [-1]: 'Down ' },
} as const;
