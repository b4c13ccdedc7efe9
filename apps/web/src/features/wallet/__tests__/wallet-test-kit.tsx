import { vi } from 'vitest';
import type { WalletBalance, WalletEntry } from '@naijabid/shared/schemas/wallet';
import { storeAccessToken } from '../../../lib/token-storage';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render-route';
import WalletPage from '../wallet-page';

/** Stands in for the browser's EventSource (jsdom has none); tests push events through `emit`. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown, id = '1') {
    const message = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }

  /** The open stream of the signed-in user's notices. */
  static mine(): FakeEventSource {
    const source = FakeEventSource.instances.find((instance) => instance.url.includes('/me/events') && !instance.closed);
    if (!source) throw new Error('No open /me/events stream');
    return source;
  }
}

export const deposit = (id: string, amount: number, createdAt = '2026-03-02T09:30:00.000Z'): WalletEntry => ({
  id,
  purpose: 'deposit',
  amount,
  phase: 'posted',
  createdAt,
});

/**
 * Signs in and shows /wallet at `url`. The balance and history answers can be changed
 * between reads, as the server's would be after a credit.
 */
export function renderWallet({
  url = '/wallet',
  balance = { available: 0, held: 0, currency: 'NGN' },
  entries = [],
  extra = {},
}: {
  url?: string;
  balance?: WalletBalance | MockAnswer;
  entries?: WalletEntry[];
  extra?: Record<string, MockAnswer | MockAnswer[]>;
} = {}) {
  storeAccessToken('good');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const server = { balance, entries };
  const answerOf = (value: WalletBalance | MockAnswer): MockAnswer => ('available' in value ? { body: { data: value } } : value);
  const calls = mockFetch({
    '/wallet': async () => answerOf(server.balance),
    '/wallet/transactions': async () => ({ body: { data: { items: server.entries } } }),
    ...extra,
  });
  const view = renderRoute(<WalletPage />, { path: '/wallet', url });
  return { calls, server, view };
}
