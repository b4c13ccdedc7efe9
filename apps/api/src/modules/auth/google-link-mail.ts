import { GOOGLE_LINK_CODE_TTL_SECONDS } from '@naijabid/shared/constants';
import { codeMailMessages } from '@naijabid/shared/messages/code-mails';
import { googleSignInMail } from '@naijabid/shared/messages/google-sign-in';
import type { OutgoingMail } from '../../plugins/mailer';
import { codeMail } from './code-mail';

/** The code that proves an account is the user's before Google signs in to it. */
export function googleLinkMail(to: string, firstName: string, code: string): OutgoingMail {
  const words = codeMailMessages.googleLink;
  return codeMail({
    to,
    firstName,
    code,
    subject: googleSignInMail.linkSubject(code),
    codeName: words.codeName,
    paragraphs: words.paragraphs(GOOGLE_LINK_CODE_TTL_SECONDS / 60),
    footnote: words.footnote,
  });
}
