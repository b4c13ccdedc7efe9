import { BRAND_NAME, PASSWORD_RESET_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { mailMessages } from '@naijabid/shared/messages';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

/** The page that changes the password, its fields filled from the link (docs/product.md#accounts). */
export function passwordResetLink(publicUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, code });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

export function passwordResetMail(to: string, firstName: string, code: string, link: string): OutgoingMail {
  const minutes = PASSWORD_RESET_CODE_TTL_SECONDS / 60;
  const ignore = 'If you did not ask to reset your password, you can ignore this email; your password stays as it is.';
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${BRAND_NAME} password reset code is: ${code}`,
    '',
    `Enter it on the reset page, or open this link to choose a new password: ${link}`,
    `It expires in ${minutes} minutes. Changing your password logs you out everywhere.`,
    ignore,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td>
<p style="margin:0 0 8px;font-size:20px;font-weight:bold;color:#047857">${BRAND_NAME}</p>
<p style="margin:0 0 16px">Hello ${escapeHtml(firstName)},</p>
<p style="margin:0 0 8px">Your password reset code is:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${code}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#047857;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p style="margin:0 0 8px">It expires in ${minutes} minutes. Changing your password logs you out everywhere.</p>
<p style="margin:0;color:#6b7280;font-size:13px">${ignore}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { to, subject: mailMessages.passwordResetSubject(code), text, html };
}
