import { act, waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/** Stands in for the browser's EventSource (jsdom has none); tests push events through `emit`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  closed = false;
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data: unknown, id = '1') {
    this.dispatch(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The server accepted the stream. */
  accept() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch(new Event('open'));
  }

  /**
   * The server answered an HTTP error (401, 502, 503): a browser gives up on such a stream
   * for good, so it reports an error with the state CLOSED.
   */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatch(new Event('error'));
  }

  private dispatch(event: Event) {
    // Only `emit` sends a MessageEvent; open and error listeners read nothing from the event.
    act(() => this.listeners.get(event.type)?.forEach((listener) => listener(event as MessageEvent<string>)));
  }

  /** The open streams whose URL contains `part`. */
  static open(part: string): FakeEventSource[] {
    return FakeEventSource.instances.filter((instance) => instance.url.includes(part) && !instance.closed);
  }

  /**
   * The newest open stream whose URL contains `part`, once a component has opened it: pages
   * open their streams in effects after rendering, a moment later on a busy machine.
   */
  static opened(part: string): Promise<FakeEventSource> {
    return waitFor(() => FakeEventSource.find(part));
  }

  /** The newest open stream whose URL contains `part`. */
  static find(part: string): FakeEventSource {
    const stream = FakeEventSource.open(part).at(-1);
    if (!stream)
      throw new Error(
        `No open stream with ${part}; open: ${FakeEventSource.open('')
          .map((source) => source.url)
          .join(' ')}`,
      );
    return stream;
  }

  /** The open stream of the signed-in user's notices. */
  static mine(): FakeEventSource {
    const [source] = FakeEventSource.open('/me/events');
    if (!source) throw new Error('No open /me/events stream');
    return source;
  }

  /** Replaces the global EventSource with a fresh fake for one test. */
  static install(): void {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
}
