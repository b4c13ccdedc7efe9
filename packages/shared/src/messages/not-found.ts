/** The page for an address the app does not know (docs/product.md#errors). */
import { myBidsLabels } from './dashboard';

export const notFoundLabels = {
  title: 'Page not found',
  lead: "Sorry, we couldn't find that page. The link may be broken, or the page may have moved.",
  home: 'Go to the home page',
  browseLive: myBidsLabels.browseLive,
  /** A sentence around two links: "Looking for help? Visit the help centre or contact support." */
  lookingForHelp: 'Looking for help? Visit the ',
  helpCentre: 'help centre',
  or: ' or',
  contactSupport: 'contact support',
} as const;
