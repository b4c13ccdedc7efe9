import type { MailPreferences, MailPreferencesUpdate, NotificationsPage } from '@naijabid/shared/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { invalidate, setQueryData, useQuery } from '../../../lib/query';

/** The bell's first page: the newest notices and the unread count. */
export const NOTIFICATIONS_PATH = '/me/notifications';
export const MAIL_PREFERENCES_PATH = '/me/notification-preferences';

export const useNotifications = () => useQuery<NotificationsPage>(NOTIFICATIONS_PATH);

/** Notices older than `before`, for "Show older". */
export async function olderNotifications(before: number): Promise<NotificationsPage> {
  return (
    await apiRequest<NotificationsPage>(
      'GET',
      `${NOTIFICATIONS_PATH}?${new URLSearchParams({ before: String(before) })}`,
    )
  ).data;
}

/** Marks read the notices up to `upTo` (those the list showed), all of them without it. */
export async function markNotificationsRead(upTo?: number): Promise<void> {
  const answer = await apiRequest<{ unreadCount: number }>(
    'POST',
    `${NOTIFICATIONS_PATH}/read`,
    upTo ? { upTo } : undefined,
  );
  setQueryData<NotificationsPage>(NOTIFICATIONS_PATH, (page) => ({
    ...page,
    unreadCount: answer.data.unreadCount,
    items: page.items.map((item) => (upTo === undefined || item.id <= upTo ? { ...item, read: true } : item)),
  }));
}

/** A new notice arrived on the live stream: the count and the list are read again. */
export const noticeArrived = () => invalidate(NOTIFICATIONS_PATH);

export const useMailPreferences = () => useQuery<MailPreferences>(MAIL_PREFERENCES_PATH);

export async function updateMailPreferences(update: MailPreferencesUpdate): Promise<string> {
  const answer = await apiRequest<MailPreferences>('PUT', MAIL_PREFERENCES_PATH, update);
  setQueryData<MailPreferences>(MAIL_PREFERENCES_PATH, () => answer.data);
  return answer.message ?? '';
}
