import { BRAND_NAME, GOOGLE_LINK_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { googleSignInMail } from '@naijabid/shared/messages/google-sign-in';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

/** The code that proves an account is the user's before Google signs in to it. */
export function googleLinkMail(to: string, firstName: string, code: string): OutgoingMail {
  const minutes = GOOGLE_LINK_CODE_TTL_SECONDS / 60;
  const ignore =
    'If you did not try to sign in with Google, ignore this email: nothing is linked without this code, and your password stays as it is.';
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${BRAND_NAME} code to link your Google account is: ${code}`,
    '',
    `Enter it on the page that asked for it. It expires in ${minutes} minutes. Once linked, you can log in with Google.`,
    ignore,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#047857">${BRAND_NAME}</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(firstName)},</p>
<p style="margin:0 0 8px">Your code to link your Google account is:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${code}</p>
<p style="margin:0 0 8px">Enter it on the page that asked for it. It expires in ${minutes} minutes. Once linked, you can log in with Google.</p>
<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(ignore)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to, subject: googleSignInMail.linkSubject(code), text, html };
}
