import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MAX_LENGTH } from '@naijabid/shared/constants';
import { serverMessages, validationMessages } from '@naijabid/shared/messages';
import ContactPage from '../pages/contact';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderContactPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactPage />
      <Toaster />
    </MemoryRouter>,
  );
  return {
    user,
    name: screen.getByLabelText('Your name'),
    email: screen.getByLabelText('Email address'),
    message: screen.getByLabelText('How can we help?'),
    submit: screen.getByRole('button', { name: 'Send message' }),
  };
}

const validMessage = {
  name: 'Chiamaka Eze',
  email: 'chiamaka.eze@example.com',
  message: 'My deposit of ₦20,000 has not reached my wallet. The Paystack reference is T123456789.',
};

async function fillValidForm(form: ReturnType<typeof renderContactPage>) {
  await form.user.type(form.name, validMessage.name);
  await form.user.type(form.email, validMessage.email);
  await form.user.type(form.message, validMessage.message);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact form', () => {
  it('shows the required-field messages on submit and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const form = renderContactPage();

    await form.user.click(form.submit);

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      validationMessages.contactNameRequired,
      validationMessages.emailRequired,
      validationMessages.contactMessageTooShort,
    ]);
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.name).toHaveAccessibleDescription(validationMessages.contactNameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    { field: 'name', value: 'A'.repeat(101), expected: validationMessages.nameTooLong },
    { field: 'email', value: 'chiamaka.eze@', expected: validationMessages.emailInvalid },
    {
      field: 'email',
      value: `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`,
      expected: validationMessages.emailTooLong,
    },
    { field: 'message', value: 'Hello', expected: validationMessages.contactMessageTooShort },
    { field: 'message', value: 'x'.repeat(2001), expected: validationMessages.contactMessageTooLong },
  ] as const)('shows "$expected" for a bad $field', async ({ field, value, expected }) => {
    vi.stubGlobal('fetch', vi.fn());
    const form = renderContactPage();

    await form.user.click(form[field]);
    await form.user.paste(value);
    await form.user.click(form.submit);

    expect(await screen.findByText(expected)).toHaveAttribute('role', 'alert');
    expect(form[field]).toHaveAccessibleDescription(expected);
  });

  it('revalidates as the person types after the first submit', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const form = renderContactPage();

    await form.user.type(form.name, 'Ngozi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await form.user.click(form.submit);
    expect(await screen.findByText(validationMessages.emailRequired)).toBeInTheDocument();

    await form.user.type(form.email, 'ngozi@example.com');
    await waitFor(() => expect(screen.queryByText(validationMessages.emailRequired)).not.toBeInTheDocument());
  });

  it('sends exactly name, email and message, shows the success message and clears the form', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(201, { message: serverMessages.contactReceived, data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const form = renderContactPage();

    await form.user.type(form.name, `  ${validMessage.name} `);
    await form.user.type(form.email, validMessage.email);
    await form.user.type(form.message, validMessage.message);
    await form.user.click(form.submit);

    expect(await screen.findByText(serverMessages.contactReceived)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toStrictEqual(validMessage);
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
  });

  it('disables the button while the message is being sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const form = renderContactPage();
    await fillValidForm(form);

    await form.user.click(form.submit);

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    answer(jsonResponse(201, { message: serverMessages.contactReceived, data: {} }));
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("shows the server's message when sending fails and keeps what was typed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(429, {
          code: 'rate_limited',
          message: serverMessages.tooManyRequests,
          detail: serverMessages.tooManyRequests,
        }),
      ),
    );
    const form = renderContactPage();
    await fillValidForm(form);

    await form.user.click(form.submit);

    expect(await screen.findByText(serverMessages.tooManyRequests)).toBeInTheDocument();
    expect(form.message).toHaveValue(validMessage.message);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows field errors from the server under their fields', async () => {
    const serverEmailError = 'This email address cannot receive mail.';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          code: 'validation',
          message: serverEmailError,
          detail: serverEmailError,
          errors: { email: serverEmailError },
        }),
      ),
    );
    const form = renderContactPage();
    await fillValidForm(form);

    await form.user.click(form.submit);

    await waitFor(() => expect(form.email).toHaveAccessibleDescription(serverEmailError));
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the generic connection message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const form = renderContactPage();
    await fillValidForm(form);

    await form.user.click(form.submit);

    expect(
      await screen.findByText('Unable to connect to the server. Please check your internet connection.'),
    ).toBeInTheDocument();
  });
});
