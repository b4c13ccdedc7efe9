import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@naijabid/shared/constants';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { SmsSender } from '../plugins/sms';
import { createWhatsAppSender, type WhatsAppSender, type WhatsAppSettings } from '../whatsapp/cloud-api';
import { FAKE_WHATSAPP_PREFIX, type FakeWhatsAppOptions } from '../whatsapp/fake';
import { ownAddress } from './http';

/** The fake mounted on this server, with the verify token its webhook's handshake expects. */
export type MountedFakeWhatsApp = FakeWhatsAppOptions & Pick<WhatsAppSettings, 'verifyToken'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** WhatsApp's sender for the alert jobs; undefined in production without WHATSAPP_TOKEN. */
    whatsappSender: WhatsAppSender | undefined;
    /** The fake WhatsApp mounted on this server when no token is set; the job runner sends its webhooks. */
    fakeWhatsApp: MountedFakeWhatsApp | undefined;
    /** Where SMS go (Termii or the development outbox); the alert jobs' fallback uses it too. */
    smsSender: SmsSender;
  }
}

/** The fake's business number id: digits, as WhatsApp's are. */
const FAKE_PHONE_NUMBER_ID = '100000000000001';

/**
 * WhatsApp with a token; without one, outside production, the fake WhatsApp mounted on this
 * very server and reached over HTTP like the real one, with credentials derived from the
 * server secret; in production without one, none (alerts not offered).
 */
export function chooseWhatsApp(
  app: FastifyInstance,
  { config, database, jwtSecret }: { config: Config; database: DatabaseHandle; jwtSecret: string },
): {
  sender: WhatsAppSender | undefined;
  settings: WhatsAppSettings | undefined;
  fake: MountedFakeWhatsApp | undefined;
} {
  let sender: WhatsAppSender | undefined;
  let settings = config.whatsapp;
  let fake: MountedFakeWhatsApp | undefined;
  if (settings) {
    const baseUrl = settings.baseUrl;
    sender = createWhatsAppSender({ ...settings, baseUrl: () => baseUrl });
  } else if (!config.isProduction) {
    const derived = (purpose: string) =>
      createHmac('sha256', jwtSecret).update(`fake-whatsapp-${purpose}`).digest('hex');
    settings = {
      token: `fake${derived('token')}`,
      phoneNumberId: FAKE_PHONE_NUMBER_ID,
      appSecret: derived('app-secret'),
      verifyToken: derived('verify-token'),
      baseUrl: FAKE_WHATSAPP_PREFIX,
    };
    fake = {
      ...settings,
      db: () => database.db,
      webhookUrl: () => `${ownAddress(app)}${API_PREFIX}/webhooks/whatsapp`,
      autoDeliver: true,
    };
    // The address is known once the server listens, after this is built.
    sender = createWhatsAppSender({ ...settings, baseUrl: () => `${ownAddress(app)}${FAKE_WHATSAPP_PREFIX}` });
  }
  app.decorate('whatsappSender', sender);
  app.decorate('fakeWhatsApp', fake);
  return { sender, settings, fake };
}
