import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handoverLabels, handoverServerMessages } from '@naijabid/shared/messages/receipts';
import { mockFetch } from '../../../test/mock-fetch';
import { HandOverDialog } from '../components/hand-over-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

const ORDER = '6f7686b8-0000-4000-8000-000000000001';

describe('the handover code', () => {
  it('keeps all six digits of a code pasted as "961 339"', async () => {
    const calls = mockFetch({
      [`POST /orders/${ORDER}/handover`]: { body: { message: handoverServerMessages.handedOver, data: {} } },
    });
    const onClose = vi.fn();
    render(<HandOverDialog orderId={ORDER} onClose={onClose} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText(handoverLabels.codeField);
    await user.click(field);
    await user.paste('961 339');
    expect(field).toHaveValue('961339');
    await user.click(screen.getByRole('button', { name: handoverLabels.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ code: '961339' });
  });
});
