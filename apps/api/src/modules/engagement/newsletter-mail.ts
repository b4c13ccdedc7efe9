import { BRAND_NAME } from '@naijabid/shared/constants';
import { escapeHtml, type OutgoingMail } from '../../plugins/mailer';

export function newsletterConfirmationMail(to: string, confirmUrl: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your ${BRAND_NAME} newsletter subscription`,
    text: [
      `Thanks for signing up for ${BRAND_NAME} auction news: hot deals, ending-soon alerts and bidding tips.`,
      '',
      `Confirm your subscription: ${confirmUrl}`,
      '',
      'If you did not ask for this, ignore this email and you will not hear from us again.',
    ].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p style="font-size:20px;font-weight:bold;color:#047857">${BRAND_NAME}</p>
<p>Thanks for signing up for ${BRAND_NAME} auction news: hot deals, ending-soon alerts and bidding tips.</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#047857;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Confirm my subscription</a></p>
<p style="color:#6b7280;font-size:13px">If you did not ask for this, ignore this email and you will not hear from us again.</p>
</body></html>`,
  };
}
