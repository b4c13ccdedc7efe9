import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { devMail } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe`; the development mailbox keeps only the bodies. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUT_MS = 15_000;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  // nodemailer is loaded with the first mail, not at every start.
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        ...(url.username
          ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
          : {}),
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    ));
  return {
    async send(mail) {
      await (await opened()).sendMail({ from, ...mail });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

/** Development stand-in for SMTP: mail is kept in the database and read at /dev/mailbox. */
export function createDevMailboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await db
        .insert(devMail)
        .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
    },
    close: () => undefined,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
