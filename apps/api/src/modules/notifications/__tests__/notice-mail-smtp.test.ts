import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMailMessages } from '@naijabid/shared/messages/notifications';
import { bid, fundedBidder, MANY_LOGINS } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { createSmtpMailer } from '../../../plugins/mailer';
import { mailJobs, runDueJobs } from '../../../plugins/job-queue';
import { noticeMailJobs } from '../../../workflows/notices/notice-mail';
import { unsubscribeKey } from '../unsubscribe-token';

let smtp: SMTPServer;
let received: Array<{ to: string[]; raw: string }>;
let app: TestApp;
const SMTP_FROM = 'NaijaBid <no-reply@naijabid.test>';

beforeAll(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // The app keeps its development mailbox for sign-up codes; the jobs below send through SMTP.
  app = await startTestApp(MANY_LOGINS);
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** A header of a raw message, its folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1];
}

describe('optional mail over SMTP', () => {
  it('arrives with the one-click unsubscribe headers of RFC 8058, whose POST turns that mail off', async () => {
    const [outbid, leader] = await Promise.all([fundedBidder(app, 50_000_00), fundedBidder(app, 50_000_00)]);
    const seller = await fundedBidder(app, 0);
    const listing = await insertListingRow(app, seller.id, {
      startingPriceKobo: 20_000_00,
      currentPriceKobo: 20_000_00,
    });
    expect((await bid(app, outbid, listing.id, 25_000_00)).status).toBe(201);
    expect((await bid(app, leader, listing.id, 30_000_00)).status).toBe(201);

    const { port } = smtp.server.address() as AddressInfo;
    const handlers = {
      ...mailJobs(createSmtpMailer(`smtp://127.0.0.1:${port}`, SMTP_FROM)),
      ...noticeMailJobs({ publicUrl: 'https://naijabid.test', unsubscribeKey: unsubscribeKey(TEST_JWT_SECRET) }),
    };
    const db = app.database.db;
    for (let round = 0; round < 3; round += 1) await runDueJobs(db, handlers, { leaseSeconds: 60 });

    const mail = received.find(
      (message) =>
        message.to.includes(outbid.email) &&
        header(message.raw, 'Subject') === noticeMailMessages.outbidSubject(listing.title),
    );
    expect(mail).toBeDefined();
    const unsubscribe = header(mail!.raw, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<https:\/\/naijabid\.test\/api\/v1\/unsubscribe\?token=[^>]+>$/);
    expect(header(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // What a mail client does with them: POST the body to the link, no cookie, no token header.
    const link = new URL(unsubscribe!.slice(1, -1));
    const clicked = await app.request('POST', `${link.pathname}${link.search}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(clicked.status).toBe(200);
    const preferences = await app.request('GET', '/api/v1/me/notification-preferences', { token: outbid.token });
    expect(preferences.body.data).toMatchObject({ outbid: false, lost: true });
  });
});
