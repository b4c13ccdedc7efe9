import { PASSWORD_RESET_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { mailMessages } from '@naijabid/shared/messages';
import { codeMailMessages } from '@naijabid/shared/messages/code-mails';
import type { OutgoingMail } from '../../plugins/mailer';
import { codeMail } from './code-mail';

/** The page that changes the password, its fields filled from the link (docs/product.md#accounts). */
export function passwordResetLink(publicUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, code });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

export function passwordResetMail(to: string, firstName: string, code: string, link: string): OutgoingMail {
  const words = codeMailMessages.passwordReset;
  return codeMail({
    to,
    firstName,
    code,
    subject: mailMessages.passwordResetSubject(code),
    codeName: words.codeName,
    link: { href: link, button: words.button, textLine: words.linkLine(link) },
    paragraphs: words.paragraphs(PASSWORD_RESET_CODE_TTL_SECONDS / 60),
    footnote: words.footnote,
  });
}
