import type { Database } from '../db/client';
import { devSms } from '../db/schema';

export interface OutgoingSms {
  /** E.164, e.g. +2348031234567. */
  to: string;
  text: string;
}

/** Where SMS go: Termii (src/termii) with a key, else, outside production, the development outbox. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

/** Development stand-in for an SMS provider: messages are kept in the database and read at /dev/sms. */
export function createDevSmsOutbox(db: Database): SmsSender {
  return {
    async send(sms) {
      await db.insert(devSms).values({ toNumber: sms.to, body: sms.text });
    },
  };
}
