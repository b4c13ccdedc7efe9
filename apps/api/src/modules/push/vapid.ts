import webpush from 'web-push';
import type { Database } from '../../db/client';
import { devVapidKeyPair } from './repository';

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push service may contact about our traffic (RFC 8292). */
  subject: string;
}

/** The server's VAPID keys, or undefined where push is off (production without VAPID_* settings). */
export type VapidSource = () => Promise<VapidSettings | undefined>;

/**
 * The configured keys; outside production without them, a pair generated once and kept in
 * the database (`dev_vapid_keys`), so every process signs with the same key and browsers'
 * subscriptions survive a restart. Read once per process.
 */
export function createVapidSource(
  db: Database,
  settings: { keys: { publicKey: string; privateKey: string } | undefined; subject: string; isProduction: boolean },
): VapidSource {
  let pending: Promise<VapidSettings | undefined> | undefined;
  async function resolve(): Promise<VapidSettings | undefined> {
    if (settings.keys) return { ...settings.keys, subject: settings.subject };
    if (settings.isProduction) return undefined;
    return { ...(await devVapidKeyPair(db, webpush.generateVAPIDKeys())), subject: settings.subject };
  }
  return () => {
    // A failed read (the database away) is tried again by the next caller.
    pending ??= resolve().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
