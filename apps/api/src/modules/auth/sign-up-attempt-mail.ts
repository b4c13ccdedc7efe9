import { BRAND_NAME } from '@naijabid/shared/constants';
import { mailMessages } from '@naijabid/shared/messages';
import { codeMailMessages } from '@naijabid/shared/messages/code-mails';
import type { OutgoingMail } from '../../plugins/mailer';
import { accountMail } from './code-mail';

/**
 * Tells the owner that someone signed up with their address, which changed nothing, and
 * how to get in: the sign-up itself answers as for a new address, so it reveals no account.
 */
export function signUpAttemptMail(to: string, firstName: string, publicUrl: string): OutgoingMail {
  const words = codeMailMessages.signUpAttempt;
  const logIn = `${publicUrl}/login`;
  const chooseNewPassword = `${publicUrl}/forgot-password?${new URLSearchParams({ email: to }).toString()}`;
  return accountMail({
    to,
    firstName,
    subject: mailMessages.signUpAttemptSubject,
    opening: words.opening(BRAND_NAME),
    links: [
      { href: logIn, button: words.logInButton, textLine: words.logInLine(logIn) },
      { href: chooseNewPassword, button: words.resetButton, textLine: words.resetLine(chooseNewPassword) },
    ],
    paragraphs: [],
    footnote: words.footnote,
  });
}
