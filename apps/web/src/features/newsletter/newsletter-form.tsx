import { useId, useRef, useState, type FormEvent } from 'react';
import { newsletterButton, newsletterHeadline, newsletterPlaceholder } from '@naijabid/shared/marketing';
import { newsletterLabels as m } from '@naijabid/shared/messages/newsletter';
import { buttonStyles, inputStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * The validation rule (zod) is loaded when the visitor first types or submits, so this form
 * adds almost nothing to the landing page's first load.
 */
const loadSubmission = () =>
  Promise.all([import('@naijabid/shared/schemas/engagement'), import('./subscribe')]).then(([schemas, api]) => ({
    schema: schemas.newsletterRequestSchema,
    subscribe: api.subscribeToNewsletter,
  }));

async function validate(email: string): Promise<string | undefined> {
  const { schema } = await loadSubmission();
  const result = schema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitted = useRef(false);

  async function onChange(email: string) {
    // docs/product.md#interface-behaviour: after a submit, the field re-validates on every change.
    if (submitted.current) setFieldError(await validate(email));
    else void loadSubmission();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const error = await validate(email);
    setFieldError(error);
    if (error) return;
    setStatus({ kind: 'sending' });
    const { subscribe } = await loadSubmission();
    try {
      const answer = await subscribe({ email: email.trim() });
      setStatus({ kind: 'done', message: answer.message ?? m.subscribed });
    } catch (failure) {
      const message = (failure instanceof ApiError && failure.fieldErrors?.email) || apiErrorText(failure);
      setStatus({ kind: 'failed', message });
    }
  }

  return (
    <section aria-labelledby="newsletter-title" className="bg-emerald-800 py-12 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
          {newsletterHeadline}
        </h2>
        <p className="mt-2 text-emerald-50">{m.body}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mx-auto mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="flex-1 text-left">
            <label htmlFor={inputId} className="sr-only">
              {m.email}
            </label>
            <input
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={newsletterPlaceholder}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(event) => void onChange(event.target.value)}
              className={inputStyles}
            />
            {fieldError && (
              <p id={errorId} className="mt-1 text-sm font-medium text-amber-200">
                {fieldError}
              </p>
            )}
          </div>
          <button type="submit" className={buttonStyles.accent} disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? m.sending : newsletterButton}
          </button>
        </form>
        <p role="status" className="mt-4 min-h-6 text-sm font-medium">
          {status.kind === 'done' || status.kind === 'failed' ? status.message : ''}
        </p>
      </div>
    </section>
  );
}
