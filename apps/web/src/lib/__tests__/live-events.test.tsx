import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { useAuctionEvents, useMyEvents, useWatchedAuctionsEvents } from '../live-events';
import { clearAccessToken, storeAccessToken } from '../token-storage';

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

/** Lets `ms` pass on the fake clock. */
function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

beforeEach(() => {
  FakeEventSource.install();
  storeAccessToken('token-1');
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('live event streams', () => {
  it('shares one connection between every listener of the same stream, and closes it after the last', async () => {
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
    await Promise.resolve();
    expect(FakeEventSource.open('/me/events')).toHaveLength(1);
    two.unmount();
    await Promise.resolve();
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
  });

  it('keeps the stream when its listeners are replaced in one go, as a change of layout does', async () => {
    const layout = render(<Notices onOutbid={vi.fn()} key="site" />);
    const stream = FakeEventSource.mine();
    act(() => stream.emit('outbid', { listingId: 'a', title: 'x', currentPrice: 1 }, '12'));
    const next = vi.fn();
    layout.rerender(<Notices onOutbid={next} key="marketplace" />);
    await Promise.resolve();
    expect(FakeEventSource.open('/me/events')).toEqual([stream]);
    act(() => stream.emit('outbid', { listingId: 'a', title: 'Itel A70', currentPrice: 2 }, '13'));
    expect(next).toHaveBeenCalledWith('Itel A70');
  });

  it('closes while the tab is hidden and resumes after the last event it saw', () => {
    render(<Notices onOutbid={vi.fn()} />);
    act(() => FakeEventSource.mine().emit('outbid', { listingId: 'a', title: 'x', currentPrice: 1 }, '41'));
    setVisibility('hidden');
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
    setVisibility('visible');
    expect(FakeEventSource.mine().url).toContain('lastEventId=41');
  });

  it("resumes after the stream's opening `ready` frame when hidden before any other event", () => {
    render(<Cards ids={['a']} onBid={vi.fn()} />);
    FakeEventSource.find('/auctions/events').emit('ready', {}, '17');
    setVisibility('hidden');
    setVisibility('visible');
    expect(FakeEventSource.find('/auctions/events').url).toMatch(/\?ids=a&lastEventId=17$/);
  });

  it('keeps its stream and place when the token is renewed', () => {
    const notices = render(<Notices onOutbid={vi.fn()} />);
    const first = FakeEventSource.mine();
    first.emit('outbid', { listingId: 'a', title: 'x', currentPrice: 1 }, '8');
    storeAccessToken('token-2');
    notices.rerender(<Notices onOutbid={vi.fn()} />);
    expect(FakeEventSource.instances).toEqual([first]);
    expect(first.closed).toBe(false);
  });

  it('reopens a stream the server refused, waiting longer each time, with the token of the moment', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    render(<Notices onOutbid={vi.fn()} />);
    FakeEventSource.mine().emit('ready', {}, '3');
    storeAccessToken('token-2');
    FakeEventSource.mine().refuse();
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
    wait(999);
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
    wait(1);
    expect(FakeEventSource.mine().url).toMatch(/\/me\/events\?access_token=token-2&lastEventId=3$/);

    for (const delay of [2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      FakeEventSource.mine().refuse();
      wait(delay - 1);
      expect(FakeEventSource.open('/me/events')).toHaveLength(0);
      wait(1);
      expect(FakeEventSource.open('/me/events')).toHaveLength(1);
    }

    // A successful open starts the waits again from one second.
    FakeEventSource.mine().accept();
    FakeEventSource.mine().refuse();
    wait(1_000);
    expect(FakeEventSource.open('/me/events')).toHaveLength(1);
  });

  it('spreads the retries of many clients over half to all of the wait', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<Cards ids={['a']} onBid={vi.fn()} />);
    FakeEventSource.find('/auctions/events').refuse();
    wait(499);
    expect(FakeEventSource.open('/auctions/events')).toHaveLength(0);
    wait(1);
    expect(FakeEventSource.open('/auctions/events')).toHaveLength(1);
  });

  it('ignores errors the browser recovers from by itself', () => {
    vi.useFakeTimers();
    render(<Cards ids={['a']} onBid={vi.fn()} />);
    const source = FakeEventSource.find('/auctions/events');
    source.emit('error', {});
    wait(60_000);
    expect(FakeEventSource.instances).toEqual([source]);
    expect(source.closed).toBe(false);
  });

  it('stops retrying once the user is signed out', () => {
    vi.useFakeTimers();
    render(<Notices onOutbid={vi.fn()} />);
    clearAccessToken();
    FakeEventSource.mine().refuse();
    wait(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.open('/me/events')).toHaveLength(0);
  });

  it('waits for the tab to come back rather than retrying while it is hidden', () => {
    vi.useFakeTimers();
    render(<Cards ids={['a']} onBid={vi.fn()} />);
    FakeEventSource.find('/auctions/events').refuse();
    setVisibility('hidden');
    wait(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    setVisibility('visible');
    expect(FakeEventSource.open('/auctions/events')).toHaveLength(1);
  });

  it('watches a page of auctions on one stream and ignores frames that are not JSON', () => {
    const onBid = vi.fn();
    render(<Cards ids={['b', 'a', 'b']} onBid={onBid} />);
    const [source] = FakeEventSource.open('/auctions/events');
    expect(source!.url).toMatch(/\/auctions\/events\?ids=a,b$/);
    act(() => {
      for (const listener of source!.listeners.get('bid') ?? [])
        listener(new MessageEvent('bid', { data: 'not json' }));
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
