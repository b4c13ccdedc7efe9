import { BRAND_NAME } from '@naijabid/shared/constants';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

/** A link to act at once: a button in HTML, a line of its own in plain text. */
export interface MailLink {
  href: string;
  button: string;
  textLine: string;
}

export interface AccountMail {
  to: string;
  firstName: string;
  subject: string;
  /** What the mail is about, before any code or link. */
  opening?: string[];
  /** A one-time code, shown large: "Your NaijaBid verification code is: 123456". */
  code?: { name: string; value: string };
  links?: MailLink[];
  paragraphs: string[];
  /** What to do if the reader did not ask for the mail, in small print. */
  footnote: string;
}

export interface CodeMail {
  to: string;
  firstName: string;
  code: string;
  subject: string;
  /** "verification code": the mail says "Your NaijaBid verification code is: 123456". */
  codeName: string;
  link?: MailLink;
  paragraphs: string[];
  /** What to do if the reader did not ask for the code, in small print. */
  footnote: string;
}

const paragraphHtml = (paragraph: string) => `<p style="margin:0 0 8px">${escapeHtml(paragraph)}</p>\n`;

/** One layout for every mail about an account, in plain text and HTML. */
export function accountMail({
  to,
  firstName,
  subject,
  opening = [],
  code,
  links = [],
  paragraphs,
  footnote,
}: AccountMail): OutgoingMail {
  const text = [
    `Hello ${firstName},`,
    '',
    ...(opening.length > 0 ? [...opening, ''] : []),
    ...(code ? [`Your ${BRAND_NAME} ${code.name} is: ${code.value}`, ''] : []),
    ...links.map((link) => link.textLine),
    ...paragraphs,
    footnote,
  ].join('\n');
  const codeHtml = code
    ? `<p style="margin:0 0 8px">Your ${escapeHtml(code.name)} is:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${code.value}</p>
`
    : '';
  const buttons = links
    .map(
      (link) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#047857;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.button)}</a></p>\n`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#047857">${BRAND_NAME}</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(firstName)},</p>
${opening.map(paragraphHtml).join('')}${codeHtml}${buttons}${paragraphs.map(paragraphHtml).join('')}<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(footnote)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to, subject, text, html };
}

/** The layout of every mail that carries a one-time code. */
export function codeMail({ code, codeName, link, ...mail }: CodeMail): OutgoingMail {
  return accountMail({ ...mail, code: { name: codeName, value: code }, links: link ? [link] : [] });
}
