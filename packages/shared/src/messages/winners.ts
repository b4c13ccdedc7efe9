/** The recent winners page (`/winners`, docs/product.md#screens-and-routes). */
import { recentWinners } from './site-frame';

export const winnersLabels = {
  title: recentWinners,
  intro: (hours: number) =>
    `Real items that went for real prices. A winner pays within ${hours} hours; we show only their first name and the first letter of their surname.`,
  loading: 'Loading recent winners…',
  empty: 'No auction has ended with a winner yet.',
  seeLive: 'See live auctions',
  endedOn: (date: string) => `ended ${date}`,
  wonBy: 'Won by',
  for: 'for',
} as const;
