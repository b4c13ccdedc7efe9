import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { registration } from '../../test/accounts';
import { extractCode, startTestApp, type TestApp } from '../../test/test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: ReceivedMail[];
let app: TestApp;

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
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'NaijaBid <no-reply@naijabid.test>' });
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('verification mail over SMTP', () => {
  it('sends a plain-text and HTML mail through a real SMTP server, whose code verifies the account', async () => {
    const account = registration();
    const response = await app.request('POST', '/api/v1/auth/register', { body: account });
    expect(response.status).toBe(201);

    const mail = received.find((message) => message.to.includes(account.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@naijabid.test');
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    const subject = mail!.raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
    const code = extractCode(subject);

    const verified = await app.request('POST', '/api/v1/auth/verify-account', {
      body: { email: account.email, verificationCode: code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(serverMessages.verified);
  });

  it('stores nothing in the development mailbox when SMTP is configured', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    expect(await app.mailTo(account.email)).toEqual([]);
  });
});
