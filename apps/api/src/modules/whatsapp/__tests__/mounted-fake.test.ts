import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WHATSAPP_ALERTS } from '@naijabid/shared/constants';
import { fundedBidder } from '../../../test/bidding';
import { rows } from '../../../test/orders';
import { verifyPhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { appendEvent, userChannel } from '../../live/repository';
import { createDevSmsOutbox } from '../../../plugins/sms';
import { runDueJobs } from '../../../plugins/job-queue';
import { whatsAppAlertJobs } from '../../../workflows/notices/whatsapp-alerts';
import { fakeWhatsAppJobs } from '../../../whatsapp/fake';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('without WHATSAPP_TOKEN mounts the fake WhatsApp, which delivers, reports back signed and lists the message in its outbox', async () => {
  const fake = app.fakeWhatsApp!;
  expect(fake).toBeDefined();
  const user = await fundedBidder(app, 0);
  const phone = await verifyPhone(app, user.token);
  expect((await app.request('PUT', '/api/v1/me/whatsapp', { token: user.token, body: { optedIn: true } })).status).toBe(
    200,
  );
  await app.database.db.transaction((tx) =>
    appendEvent(tx, userChannel(user.id), 'order_shipped', {
      orderId: crypto.randomUUID(),
      listingId: crypto.randomUUID(),
      title: 'Nokia G42',
    }),
  );
  const db = app.database.db;
  const handlers = {
    ...whatsAppAlertJobs({
      db,
      whatsapp: app.whatsappSender,
      sms: createDevSmsOutbox(db),
      publicUrl: app.baseUrl,
      notDeliveredWithinSeconds: 120,
      perHour: WHATSAPP_ALERTS.perHour,
      log: app.log,
    }),
    ...fakeWhatsAppJobs(fake),
  };
  for (let batch = await runDueJobs(db, handlers, { leaseSeconds: 60 }); batch.length > 0;) {
    expect(batch.filter((outcome) => outcome.error)).toEqual([]);
    batch = await runDueJobs(db, handlers, { leaseSeconds: 60 });
  }
  const [alert] = await rows<{ status: string }>(
    db,
    sql`select status from whatsapp_alerts where user_id = ${user.id}`,
  );
  expect(alert!.status).toBe('delivered');

  const outbox = await app.request('GET', '/fake-whatsapp/outbox');
  expect(outbox.status).toBe(200);
  expect(outbox.body).toContain(`To ${phone}`);
  expect(outbox.body).toContain('naijabid_order_shipped');
  expect(outbox.body).toContain('Nokia G42');

  const handshake = await app.request(
    'GET',
    `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${fake.verifyToken}&hub.challenge=42`,
  );
  expect(handshake.body).toBe('42');
});
