import {
  OPTIONAL_MAIL_KINDS,
  type MailPreferences,
  type MailPreferencesUpdate,
  type NotificationsPage,
  type NotificationsQuery,
  type OptionalMailKind,
} from '@naijabid/shared/schemas/notifications';
import type { Database } from '../../db/client';
import * as repository from './repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export function createNotificationService({ db, unsubscribeKey }: { db: Database; unsubscribeKey: string }) {
  async function preferences(userId: string): Promise<MailPreferences> {
    const off = new Set(await repository.optedOutKinds(db, userId));
    return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailPreferences;
  }

  return {
    async list(userId: string, { before, limit }: NotificationsQuery): Promise<NotificationsPage> {
      const [rows, unreadCount] = await Promise.all([
        repository.listNotifications(db, userId, before, limit),
        repository.unreadCount(db, userId),
      ]);
      const page = rows.slice(0, limit);
      return {
        items: page.map((row) => ({
          id: row.id,
          kind: row.kind,
          data: row.data as Record<string, unknown>,
          read: row.readAt !== null,
          createdAt: row.createdAt.toISOString(),
        })),
        nextBefore: rows.length > limit ? page.at(-1)!.id : null,
        unreadCount,
      };
    },

    async markRead(userId: string, upTo: number | undefined): Promise<number> {
      await repository.markRead(db, userId, upTo);
      return repository.unreadCount(db, userId);
    },

    preferences,

    async updatePreferences(userId: string, update: MailPreferencesUpdate): Promise<MailPreferences> {
      for (const kind of OPTIONAL_MAIL_KINDS) {
        if (update[kind] === true) await repository.optIn(db, userId, kind);
        else if (update[kind] === false) await repository.optOut(db, userId, kind);
      }
      return preferences(userId);
    },

    /** The kind a token stops, if it is one of ours for an account that exists. */
    async readUnsubscribe(token: string): Promise<{ userId: string; kind: OptionalMailKind } | undefined> {
      const target = readUnsubscribeToken(unsubscribeKey, token);
      return target && (await repository.userExists(db, target.userId)) ? target : undefined;
    },

    unsubscribe: ({ userId, kind }: { userId: string; kind: OptionalMailKind }) => repository.optOut(db, userId, kind),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
