import { Fragment } from 'react';

/**
 * An email address on a narrow screen: on a line of its own, breaking where a reader
 * expects (before the "@" and each dot, and after a hyphen, as browsers already do), never
 * inside a word; only a single part wider than the screen breaks anywhere.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <strong className="block [overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}
