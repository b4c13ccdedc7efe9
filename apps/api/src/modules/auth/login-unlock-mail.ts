import { BRAND_NAME, VERIFICATION_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { mailMessages } from '@naijabid/shared/messages';
import { codeMailMessages } from '@naijabid/shared/messages/code-mails';
import type { OutgoingMail } from '../../plugins/mailer';
import { codeMail } from './code-mail';

/** The code that lets the owner log in while their account is past its limit of failed logins. */
export function loginUnlockMail(to: string, firstName: string, code: string): OutgoingMail {
  const words = codeMailMessages.loginUnlock;
  return codeMail({
    to,
    firstName,
    code,
    subject: mailMessages.loginUnlockSubject(code),
    codeName: words.codeName,
    paragraphs: words.paragraphs(VERIFICATION_CODE_TTL_SECONDS / 60, BRAND_NAME),
    footnote: words.footnote,
  });
}
