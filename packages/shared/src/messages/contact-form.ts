/**
 * The contact form of `/contact` (docs/product.md#screens-and-routes). The page around it is static prose;
 * the form's refusals and answer are validationMessages and serverMessages in messages.ts.
 */
import { authFieldLabels, verifyLabels } from './auth';
import { footerColumns } from './site-frame';

export const contactFormLabels = {
  form: footerColumns[1].links['/contact'],
  name: 'Your name',
  email: authFieldLabels.email,
  message: 'How can we help?',
  sending: verifyLabels.sending,
  send: 'Send message',
} as const;
