import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { toastMessages } from '@naijabid/shared/messages';
import {
  registerFormSchema,
  registerStepSchemas,
  toRegisterRequest,
  type RegisterForm,
} from '@naijabid/shared/schemas/auth';
import { buttonStyles } from '../../components/button-styles';
import { ApiError } from '../../lib/api-client';
import { signInReturnOf } from '../../lib/sign-in-return';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStepWizard } from '../../lib/use-step-wizard';
import { register as registerAccount } from './api/register';
import { AuthCard } from './components/auth-card';
import { FormField } from '../../components/form-field';
import { GoogleButton } from './components/google-button';
import { OrDivider } from './components/or-divider';
import { ProgressDots } from './components/progress-dots';
import { authFieldLabels as f, registerLabels as m } from '@naijabid/shared/messages/auth';

/** The form's values while typing: the terms box starts unticked (consent is never pre-ticked). */
type WizardValues = Omit<RegisterForm, 'agreeToTerms'> & { agreeToTerms: boolean };

const STEP_FIELDS: FieldPath<WizardValues>[][] = [
  ['accountType'],
  ['email'],
  ['firstName', 'lastName', 'password', 'confirmPassword', 'agreeToTerms'],
];
const LAST_STEP = STEP_FIELDS.length - 1;
const stepResolvers = registerStepSchemas.map((schema) => zodResolver(schema) as unknown as Resolver<WizardValues>);

function stepOfField(field: string): number {
  const step = STEP_FIELDS.findIndex((fields) => (fields as string[]).includes(field));
  return step === -1 ? LAST_STEP : step;
}

const ACCOUNT_CHOICES = [
  { value: 'buyer', ...m.accountChoices.buyer },
  { value: 'seller', ...m.accountChoices.seller },
] as const;

/**
 * The three-step sign-up wizard (docs/product.md#sign-up-wizard). One form holds every step, so Back keeps
 * what was typed and the email is still there on return; each step validates with its own
 * shared schema, on change (docs/product.md#interface-behaviour).
 */
export default function RegisterPage() {
  useDocumentTitle(m.title);
  const navigate = useNavigate();
  // Where a visitor was going when sent to log in (the item they hearted) survives signing up.
  const back = signInReturnOf(useLocation().state);
  const { step, stepRef, headingRef, goTo: goToStep } = useStepWizard();

  const form = useForm<WizardValues>({
    mode: 'onChange',
    reValidateMode: 'onChange',
    resolver: (values, context, options) => stepResolvers[stepRef.current]!(values, context, options),
    defaultValues: { email: '', firstName: '', lastName: '', password: '', confirmPassword: '', agreeToTerms: false },
  });
  const { errors, isSubmitting } = form.formState;
  // A first Google sign-in makes an account of the type chosen on step 1 (buyer until then).
  const chosenAccountType = useWatch({ control: form.control, name: 'accountType' });
  // A confirmation already typed is checked again when the password changes under it; an
  // empty one is left alone, so typing the password first does not ask for it yet.
  const registerPassword = form.register('password', {
    onChange: () => {
      if (form.getValues('confirmPassword') !== '') void form.trigger('confirmPassword');
    },
  });

  async function next() {
    if (await form.trigger(STEP_FIELDS[step])) goToStep(step + 1);
  }

  async function submit() {
    const parsed = registerFormSchema.safeParse(form.getValues());
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      if (first) goToStep(stepOfField(String(first.path[0])));
      return;
    }
    try {
      await registerAccount(toRegisterRequest(parsed.data));
      toast.success(toastMessages.registerSuccess);
      navigate(`/verify?email=${encodeURIComponent(parsed.data.email)}`, { state: back });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      // The server's field messages are the shared schema's own; show them where they belong.
      const formFields: string[] = STEP_FIELDS.flat();
      const fieldErrors = Object.entries(apiError?.fieldErrors ?? {}).filter(([field]) => formFields.includes(field));
      for (const [field, message] of fieldErrors) form.setError(field as FieldPath<WizardValues>, { message });
      if (fieldErrors.length > 0) goToStep(Math.min(...fieldErrors.map(([field]) => stepOfField(field))));
      toast.error(toastMessages.registerFailedTitle, {
        description: apiError?.serverMessage ?? toastMessages.registerFailedFallback,
      });
    }
  }

  return (
    <AuthCard
      title={
        <>
          <ProgressDots current={step} total={STEP_FIELDS.length} />
          <p className="mt-4 text-center text-sm font-semibold text-emerald-800">{m.title}</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-center text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {m.stepTitles[step]}
          </h1>
        </>
      }
    >
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < LAST_STEP) void next();
          else void form.handleSubmit(submit)(event);
        }}
      >
        {step === 0 && (
          <fieldset aria-describedby={errors.accountType ? 'account-type-error' : undefined}>
            <legend className="sr-only">{m.accountType}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {ACCOUNT_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:outline-2 has-focus-visible:outline-emerald-700"
                >
                  <input
                    type="radio"
                    value={choice.value}
                    className="mt-1 h-4 w-4 accent-emerald-700"
                    {...form.register('accountType')}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{choice.title}</span>
                    <span className="block text-sm text-slate-700">{choice.body}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.accountType && (
              <p id="account-type-error" className="mt-2 text-sm text-red-700">
                {errors.accountType.message}
              </p>
            )}
          </fieldset>
        )}

        {step === 1 && (
          <FormField
            label={f.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        )}

        {step === 2 && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={m.firstName}
                autoComplete="given-name"
                error={errors.firstName?.message}
                {...form.register('firstName')}
              />
              <FormField
                label={m.lastName}
                autoComplete="family-name"
                error={errors.lastName?.message}
                {...form.register('lastName')}
              />
            </div>
            <FormField
              label={f.password}
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...registerPassword}
            />
            <FormField
              label={m.confirmPassword}
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <div>
              <label className="flex items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-emerald-700"
                  aria-invalid={errors.agreeToTerms ? true : undefined}
                  aria-describedby={errors.agreeToTerms ? 'terms-error' : undefined}
                  {...form.register('agreeToTerms')}
                />
                <span>
                  {m.agreeTo}{' '}
                  <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-emerald-800 underline">
                    {f.terms}
                  </Link>{' '}
                  {m.and}{' '}
                  <Link
                    to="/privacy"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-emerald-800 underline"
                  >
                    {m.privacyPolicy}
                  </Link>
                  <span className="sr-only">{f.opensNewTab}</span>
                </span>
              </label>
              {errors.agreeToTerms && (
                <p id="terms-error" className="mt-1 text-sm text-red-700">
                  {errors.agreeToTerms.message}
                </p>
              )}
            </div>
          </>
        )}

        <div className="flex gap-3 pt-2">
          {step > 0 && (
            <button type="button" className={`${buttonStyles.secondary} flex-1`} onClick={() => goToStep(step - 1)}>
              {m.back}
            </button>
          )}
          <button type="submit" className={`${buttonStyles.primary} flex-1`} disabled={isSubmitting}>
            {step < LAST_STEP ? m.next : isSubmitting ? m.creating : m.create}
          </button>
        </div>
      </form>
      <OrDivider />
      <GoogleButton label={m.google} accountType={chosenAccountType} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {m.haveAccount}{' '}
        <Link to="/login" state={back} className="font-semibold text-emerald-800 underline">
          {f.logIn}
        </Link>
      </p>
    </AuthCard>
  );
}
