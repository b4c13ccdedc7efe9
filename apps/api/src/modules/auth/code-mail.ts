import { BRAND_NAME } from '@naijabid/shared/constants';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

export interface CodeMail {
  to: string;
  firstName: string;
  code: string;
  subject: string;
  /** "verification code": the mail says "Your NaijaBid verification code is: 123456". */
  codeName: string;
  /** A link to act at once: a button in HTML, a line of its own in plain text. */
  link?: { href: string; button: string; textLine: string };
  paragraphs: string[];
  /** What to do if the reader did not ask for the code, in small print. */
  footnote: string;
}

/** One layout for every mail that carries a one-time code, in plain text and HTML. */
export function codeMail({
  to,
  firstName,
  code,
  subject,
  codeName,
  link,
  paragraphs,
  footnote,
}: CodeMail): OutgoingMail {
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${BRAND_NAME} ${codeName} is: ${code}`,
    '',
    ...(link ? [link.textLine] : []),
    ...paragraphs,
    footnote,
  ].join('\n');
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#047857;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.button)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#047857">${BRAND_NAME}</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(firstName)},</p>
<p style="margin:0 0 8px">Your ${escapeHtml(codeName)} is:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${code}</p>
${button}${paragraphs.map((paragraph) => `<p style="margin:0 0 8px">${escapeHtml(paragraph)}</p>\n`).join('')}<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(footnote)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to, subject, text, html };
}
