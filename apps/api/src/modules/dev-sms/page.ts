import type { DevSms } from '@naijabid/shared/schemas/dev';

/** A plain server-rendered page like the development mailbox, so nothing of it ships in the web app. */
export function smsOutboxPage(
  to: string | undefined,
  messages: DevSms[],
  escapeHtml: (value: string) => string,
): string {
  const items = messages
    .map(
      (sms) => `<article>
  <p class="meta">To ${escapeHtml(sms.to)} &middot; <time datetime="${sms.sentAt}">${sms.sentAt}</time></p>
  <p class="text">${escapeHtml(sms.text)}</p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development SMS outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1f2937}
form{display:flex;gap:8px;margin-bottom:16px;flex-wrap:wrap}input{flex:1;padding:8px;font-size:16px}button{padding:8px 16px}
article{border:1px solid #d1d5db;border-radius:8px;padding:12px;margin-bottom:12px}
.meta{color:#6b7280;font-size:14px;margin:0 0 4px}.text{font-size:16px;margin:0}
</style></head><body>
<h1>Development SMS outbox</h1>
<p>SMS the server would have sent. This page does not exist in production.</p>
<form method="get"><label for="to">Phone number</label><input id="to" name="to" type="tel" value="${escapeHtml(to ?? '')}" placeholder="Any number"><button type="submit">Show</button></form>
${items || '<p>No SMS yet.</p>'}
</body></html>`;
}
