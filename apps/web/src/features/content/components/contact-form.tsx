import { useId } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { serverMessages } from '@naijabid/shared/messages';
import { contactFormLabels as m } from '@naijabid/shared/messages/contact-form';
import { contactRequestSchema, type ContactRequest } from '@naijabid/shared/schemas/engagement';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { buttonStyles, inputStyles } from '../../../components/button-styles';

const CONTACT_FIELDS = ['name', 'email', 'message'] as const satisfies readonly FieldPath<ContactRequest>[];
type ContactField = (typeof CONTACT_FIELDS)[number];

function isContactField(field: string): field is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(field);
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * Sends a message to support. Errors appear on submit and then update as the person types,
 * so nobody is told off for a field they have not finished yet.
 */
export function ContactForm() {
  const idPrefix = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await apiRequest<unknown>('POST', '/contact', values);
      toast.success(response.message ?? serverMessages.contactReceived);
      reset();
    } catch (error) {
      // apiRequest turns every failure into an ApiError; anything else is a bug to surface, not to toast.
      if (!(error instanceof ApiError)) throw error;
      toast.error(apiErrorText(error));
      for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
        if (isContactField(field)) setError(field, { type: 'server', message });
      }
    }
  });

  const fieldIds = (field: ContactField) => ({
    input: `${idPrefix}-${field}`,
    error: `${idPrefix}-${field}-error`,
  });

  function fieldA11y(field: ContactField) {
    const hasError = Boolean(errors[field]);
    return {
      id: fieldIds(field).input,
      'aria-invalid': hasError,
      'aria-describedby': hasError ? fieldIds(field).error : undefined,
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={m.form}>
      <div>
        <label htmlFor={fieldIds('name').input} className="mb-1 block font-medium text-slate-900">
          {m.name}
        </label>
        <input type="text" autoComplete="name" className={inputStyles} {...fieldA11y('name')} {...register('name')} />
        <FieldError id={fieldIds('name').error} message={errors.name?.message} />
      </div>
      <div>
        <label htmlFor={fieldIds('email').input} className="mb-1 block font-medium text-slate-900">
          {m.email}
        </label>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputStyles}
          {...fieldA11y('email')}
          {...register('email')}
        />
        <FieldError id={fieldIds('email').error} message={errors.email?.message} />
      </div>
      <div>
        <label htmlFor={fieldIds('message').input} className="mb-1 block font-medium text-slate-900">
          {m.message}
        </label>
        <textarea rows={6} className={inputStyles} {...fieldA11y('message')} {...register('message')} />
        <FieldError id={fieldIds('message').error} message={errors.message?.message} />
      </div>
      <button type="submit" disabled={isSubmitting} className={`${buttonStyles.primary} min-h-11 w-full sm:w-auto`}>
        {isSubmitting ? m.sending : m.send}
      </button>
    </form>
  );
}
