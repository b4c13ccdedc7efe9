import { VERIFICATION_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { mailMessages } from '@naijabid/shared/messages';
import { codeMailMessages } from '@naijabid/shared/messages/code-mails';
import type { OutgoingMail } from '../../plugins/mailer';
import { codeMail } from './code-mail';

export function verificationMail(to: string, firstName: string, code: string): OutgoingMail {
  const words = codeMailMessages.verification;
  return codeMail({
    to,
    firstName,
    code,
    subject: mailMessages.verificationSubject(code),
    codeName: words.codeName,
    paragraphs: words.paragraphs(VERIFICATION_CODE_TTL_SECONDS / 60),
    footnote: words.footnote,
  });
}
