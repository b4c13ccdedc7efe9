import { pushErrorMessages } from '@naijabid/shared/messages/push';
import {
  PUSH_KINDS,
  PUSH_SUBSCRIPTIONS_PER_USER,
  type PushPreferences,
  type PushPreferencesUpdate,
  type PushSettings,
  type PushSubscriptionBody,
} from '@naijabid/shared/schemas/push';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { checkPushEndpointResolves, type PushEndpointPolicy } from './endpoint-guard';
import * as repository from './repository';
import type { VapidSource } from './vapid';

export function createPushService({
  db,
  vapid,
  endpoints,
}: {
  db: Database;
  vapid: VapidSource;
  /** Where an endpoint may point; every send checks it again (modules/push/sender.ts). */
  endpoints: PushEndpointPolicy;
}) {
  async function preferences(userId: string): Promise<PushPreferences> {
    const off = new Set(await repository.optedOutPushKinds(db, userId));
    return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !off.has(kind)])) as PushPreferences;
  }

  return {
    async settings(userId: string): Promise<PushSettings> {
      const [keys, switches] = await Promise.all([vapid(), preferences(userId)]);
      return { publicKey: keys?.publicKey ?? null, preferences: switches };
    },

    async updatePreferences(userId: string, update: PushPreferencesUpdate): Promise<PushPreferences> {
      for (const kind of PUSH_KINDS) {
        if (update[kind] === true) await repository.optInToPush(db, userId, kind);
        else if (update[kind] === false) await repository.optOutOfPush(db, userId, kind);
      }
      return preferences(userId);
    },

    async subscribe(userId: string, { endpoint, keys }: PushSubscriptionBody): Promise<void> {
      if (!(await vapid())) throw new AppError('push_unavailable', pushErrorMessages.unavailable);
      // Any failure to judge it (a name that does not resolve) refuses it too.
      await checkPushEndpointResolves(endpoint, endpoints).catch(() => {
        throw new AppError('push_endpoint_refused', pushErrorMessages.endpointRefused);
      });
      const saved = await repository.saveSubscription(
        db,
        userId,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        PUSH_SUBSCRIPTIONS_PER_USER,
      );
      // Another account's endpoint with other keys: not this browser's to move.
      if (!saved) throw new AppError('push_endpoint_refused', pushErrorMessages.endpointRefused);
    },

    unsubscribe: (userId: string, endpoint: string) => repository.deleteSubscription(db, userId, endpoint),
  };
}

export type PushService = ReturnType<typeof createPushService>;
