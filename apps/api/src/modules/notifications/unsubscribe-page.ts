import { mailPreferenceLabels, unsubscribePageMessages as m } from '@naijabid/shared/messages/notifications';
import type { OptionalMailKind } from '@naijabid/shared/schemas/notifications';
import { escapeHtml } from '../../plugins/mailer';

/**
 * The small page behind an unsubscribe link: a mail client's one-click POST needs none, a
 * person who opens the link confirms with one button (a GET changes nothing, since mail
 * scanners open links), and sees the outcome.
 */
function page(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)} - NaijaBid</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
button{background:#047857;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;font-size:1rem;font-weight:600;cursor:pointer}
a{color:#065f46}</style></head>
<body><h1>${escapeHtml(m.title)}</h1>${body}</body></html>`;
}

const settingsLink = `<p><a href="/settings/notifications">${escapeHtml(m.settings)}</a></p>`;

export function confirmPage(kind: OptionalMailKind, token: string): string {
  const what = mailPreferenceLabels.kinds[kind].label;
  return page(`<p>${escapeHtml(m.confirm(what))}</p>
<form method="post" action="/api/v1/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(m.button)}</button></form>`);
}

export function donePage(kind: OptionalMailKind): string {
  return page(`<p>${escapeHtml(m.done(mailPreferenceLabels.kinds[kind].label))}</p>${settingsLink}`);
}

export function invalidPage(): string {
  return page(`<p>${escapeHtml(m.invalid)}</p>${settingsLink}`);
}
