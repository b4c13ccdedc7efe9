import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages as v } from '@naijabid/shared/messages';
import { mockFetch } from '../../../test/mock-fetch';
import { NewsletterForm } from '../newsletter-form';

afterEach(() => vi.unstubAllGlobals());

describe('newsletter form', () => {
  it('applies the sign-up email rule and re-validates on change after a submit', async () => {
    const calls = mockFetch({});
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: "Let's Go" }));
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Enter your email'), 'ada@');
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Enter your email'), 'example.ng');
    await waitFor(() => expect(screen.queryByText(v.emailInvalid)).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('sends the address and shows what the server says', async () => {
    const message = 'Thanks! Please check your email to confirm your subscription.';
    const calls = mockFetch({ '/newsletter': { status: 201, body: { message, data: {} } } });
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByPlaceholderText('Enter your email'), ' ada@example.ng ');
    await user.click(screen.getByRole('button', { name: "Let's Go" }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(calls[0]!.body).toEqual({ email: 'ada@example.ng' });
  });

  it('shows a failure without losing the address', async () => {
    mockFetch({});
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByPlaceholderText('Enter your email'), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: "Let's Go" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Unable to connect to the server.');
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ada@example.ng');
  });
});
