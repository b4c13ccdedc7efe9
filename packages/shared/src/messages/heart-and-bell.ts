/**
 * The words of the heart and the bell where every page shows them (the cards and the top bar
 * of the landing page): kept apart from messages/notifications.ts, whose other words would
 * otherwise all load with the landing page.
 */
export const heartLabels = {
  watch: (title: string) => `Save ${title} to your watchlist`,
  unwatch: (title: string) => `Remove ${title} from your watchlist`,
} as const;

export const bellTitle = 'Notifications';
