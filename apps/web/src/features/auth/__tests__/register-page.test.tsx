import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { serverMessages, toastMessages, validationMessages as v } from '@naijabid/shared/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import RegisterPage from '../register-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const providers = { '/auth/providers': { body: { data: { google: false } } } };

afterEach(() => vi.unstubAllGlobals());

function setup(answers: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch({ ...providers, ...answers });
  const user = userEvent.setup();
  renderRoute(<RegisterPage />, { path: '/register' });
  return { user, calls };
}

async function completeStepsOneAndTwo(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.ng') {
  await user.click(screen.getByLabelText(/Buyer/));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Tell us about yourself' });
}

describe('the sign-up wizard', () => {
  it('asks for an account type before moving on', async () => {
    const { user } = setup();
    expect(screen.getByRole('list', { name: 'Step 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(v.accountTypeRequired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How will you use NaijaBid?' })).toBeInTheDocument();
  });

  it('validates the email on change with the spec messages', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText(/Seller/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'ada');
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    await user.type(email, 'ada@example.ng');
    await waitFor(() => expect(screen.queryByText(v.emailRequired)).not.toBeInTheDocument());
  });

  it('shows every message of the details step', async () => {
    const { user } = setup();
    await completeStepsOneAndTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      v.firstNameRequired,
      v.lastNameRequired,
      v.passwordRequired,
      v.confirmPasswordRequired,
      v.agreeToTermsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(await screen.findByText(v.firstNameTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last name'), 'O');
    expect(await screen.findByText(v.lastNameTooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(v.passwordTooShort)).toBeInTheDocument();
  });

  it('says the passwords do not match as soon as the confirmation differs, with the terms box unticked', async () => {
    const { user } = setup();
    await completeStepsOneAndTwo(user);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horsf');
    expect(await screen.findByText(v.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByText(v.agreeToTermsRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(v.firstNameRequired)).not.toBeInTheDocument();
  });

  it('checks the confirmation again when the password changes after it', async () => {
    const { user } = setup();
    await completeStepsOneAndTwo(user);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(await screen.findByText(v.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), '!');
    await waitFor(() => expect(screen.queryByText(v.passwordsDoNotMatch)).not.toBeInTheDocument());
  });

  it('says the passwords do not match, on the confirmation field', async () => {
    const { user } = setup();
    await completeStepsOneAndTwo(user);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('checkbox'));
    await user.type(screen.getByLabelText('Confirm password'), 'correct horsf');
    const message = await screen.findByText(v.passwordsDoNotMatch);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-describedby', message.id);
  });

  it('keeps every value on Back and pre-fills the email on return', async () => {
    const { user } = setup();
    await completeStepsOneAndTwo(user, 'kemi@example.ng');
    await user.type(screen.getByLabelText('First name'), 'Kemi');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('kemi@example.ng');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Buyer/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Kemi');
  });

  async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('sends the five fields only, then toasts and goes to verify with the email', async () => {
    const { user, calls } = setup({ '/auth/register': { status: 201, body: { message: 'ok', data: {} } } });
    await completeStepsOneAndTwo(user, 'ada+bids@example.ng');
    await fillDetails(user);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/verify?email=ada%2Bbids%40example.ng'),
    );
    const sent = calls.find((call) => call.url.endsWith('/auth/register'))!;
    expect(sent.body).toEqual({
      accountType: 'buyer',
      email: 'ada+bids@example.ng',
      firstName: 'Ada',
      lastName: 'Obi',
      password: 'correct horse',
    });
    expect(toast.success).toHaveBeenCalledWith(toastMessages.registerSuccess);
  });

  it('shows the server message when registration fails', async () => {
    const message = serverMessages.tooManyRequests;
    const { user } = setup({
      '/auth/register': { status: 429, body: { code: 'rate_limited', message, detail: message } },
    });
    await completeStepsOneAndTwo(user);
    await fillDetails(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(toastMessages.registerFailedTitle, { description: message }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('falls back to the spec sentence without a server message, and puts field errors on their step', async () => {
    const { user } = setup({ '/auth/register': { status: 400, body: { errors: { email: v.emailInvalid } } } });
    await completeStepsOneAndTwo(user);
    await fillDetails(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(toastMessages.registerFailedTitle, {
        description: toastMessages.registerFailedFallback,
      }),
    );
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('shows the Google button only when the API offers it', async () => {
    setup({ '/auth/providers': { body: { data: { google: true } } } });
    expect(await screen.findByRole('link', { name: 'Sign up with Google' })).toBeInTheDocument();
  });

  it('starts Google with the account type chosen on the first step', async () => {
    const { user } = setup({ '/auth/providers': { body: { data: { google: true } } } });
    const google = await screen.findByRole('link', { name: 'Sign up with Google' });
    expect(google.getAttribute('href')).toMatch(/\/auth\/google$/);
    await user.click(screen.getByLabelText(/Seller/));
    expect(google.getAttribute('href')).toMatch(/\/auth\/google\?accountType=seller$/);
  });

  it('hides the Google button when Google is not configured', async () => {
    const { calls } = setup();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/auth/providers'))).toBe(true));
    expect(screen.queryByText('Sign up with Google')).not.toBeInTheDocument();
  });
});
