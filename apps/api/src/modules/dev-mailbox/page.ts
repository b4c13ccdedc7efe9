interface MailView {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** A plain server-rendered page, so nothing of it ships in the web app's bundles. */
export function mailboxPage(to: string | undefined, mail: MailView[], escapeHtml: (value: string) => string): string {
  const items = mail
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)} &middot; <time datetime="${message.sentAt}">${message.sentAt}</time></p>
  <iframe title="${escapeHtml(message.subject)}" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1f2937}
form{display:flex;gap:8px;margin-bottom:16px}input{flex:1;padding:8px;font-size:16px}button{padding:8px 16px}
article{border:1px solid #d1d5db;border-radius:8px;padding:12px;margin-bottom:12px}h2{font-size:18px;margin:0}
.meta{color:#6b7280;font-size:14px}iframe{width:100%;height:360px;border:1px solid #e5e7eb;border-radius:4px}
</style></head><body>
<h1>Development mailbox</h1>
<p>Mail the server would have sent. This page does not exist in production.</p>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="Any recipient"><button type="submit">Show</button></form>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
