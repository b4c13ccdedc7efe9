import { BRAND_NAME, VERIFICATION_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { mailMessages } from '@naijabid/shared/messages';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

/** The code that lets the owner log in while their account is past its limit of failed logins. */
export function loginUnlockMail(to: string, firstName: string, code: string): OutgoingMail {
  const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
  const why = `Someone has tried many wrong passwords on your ${BRAND_NAME} account, so a password alone no longer logs in for now.`;
  const ignore =
    'If you did not just try to log in, someone else knows your password: do not share this code, and change your password with "Forgot password?".';
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${BRAND_NAME} login code is: ${code}`,
    '',
    why,
    `Enter the code with your password on the login page. It expires in ${minutes} minutes.`,
    ignore,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#047857">${BRAND_NAME}</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(firstName)},</p>
<p style="margin:0 0 8px">Your login code is:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${code}</p>
<p style="margin:0 0 8px">${escapeHtml(why)}</p>
<p style="margin:0 0 8px">Enter the code with your password on the login page. It expires in ${minutes} minutes.</p>
<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(ignore)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to, subject: mailMessages.loginUnlockSubject(code), text, html };
}
