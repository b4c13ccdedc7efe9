import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { useAuctionEvents, useMyEvents, useWatchedAuctionsEvents } from '../live-events';
import { storeAccessToken } from '../token-storage';

function Notices({ onOutbid }: { onOutbid: (title: string) => void }) {
  useMyEvents(true, { outbid: (event) => onOutbid(event.title) });
  return null;
}

function Cards({ ids, onBid }: { ids: string[]; onBid: (listingId: string) => void }) {
  useWatchedAuctionsEvents(ids, { bid: (event) => onBid(event.listingId) });
  return null;
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  FakeEventSource.install();
  storeAccessToken('token-1');
  setVisibility('visible');
});

describe('live event streams', () => {
  it('shares one connection between every listener of the same stream, and closes it after the last', () => {
    const first = vi.fn();
    const second = vi.fn();
    const one = render(<Notices onOutbid={first} />);
    const two = render(<Notices onOutbid={second} />);
    expect(FakeEventSource.open('/me/events')).toHaveLength(1);
    expect(FakeEventSource.mine().url).toContain('access_token=token-1');

    act(() => FakeEventSource.mine().emit('outbid', { listingId: 'a', title: 'Tecno Camon 30', currentPrice: 1 }));
    expect(first).toHaveBeenCalledWith('Tecno Camon 30');
    expect(second).toHaveBeenCalledWith('Tecno Camon 30');

    one.unmount();
    expect(FakeEventSource.open('/me/events')).toHaveLength(1);
    two.unmount();
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
  });

  it('closes while the tab is hidden and resumes after the last event it saw', () => {
    render(<Notices onOutbid={vi.fn()} />);
    act(() => FakeEventSource.mine().emit('outbid', { listingId: 'a', title: 'x', currentPrice: 1 }, '41'));
    setVisibility('hidden');
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
    setVisibility('visible');
    expect(FakeEventSource.mine().url).toContain('lastEventId=41');
  });

  it('watches a page of auctions on one stream and ignores frames that are not JSON', () => {
    const onBid = vi.fn();
    render(<Cards ids={['b', 'a', 'b']} onBid={onBid} />);
    const [source] = FakeEventSource.open('/auctions/events');
    expect(source!.url).toMatch(/\/auctions\/events\?ids=a,b$/);
    act(() => {
      for (const listener of source!.listeners.get('bid') ?? []) listener(new MessageEvent('bid', { data: 'not json' }));
      source!.emit('bid', { listingId: 'a' });
    });
    expect(onBid).toHaveBeenCalledTimes(1);
    expect(onBid).toHaveBeenCalledWith('a');
  });

  it('opens nothing without an auction or while signed out', () => {
    function Nothing() {
      useAuctionEvents(undefined, { bid: vi.fn() });
      useMyEvents(false, { outbid: vi.fn() });
      useWatchedAuctionsEvents([], { bid: vi.fn() });
      return null;
    }
    render(<Nothing />);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
