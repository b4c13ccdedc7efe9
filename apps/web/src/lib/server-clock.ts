import { useEffect, useState } from 'react';
import { fetchServerDate } from './api-client';
import { useNow } from './use-now';

/**
 * How far the server's clock is ahead of this device's (docs/product.md#live-updates: countdowns come from
 * the server's end time and the server clock offset, never from a phone's clock alone).
 * Learned once per page load from the `Date` header, corrected for half the round trip.
 * The header has whole seconds only, so offsets under two seconds are treated as none.
 */
let offsetMs = 0;
let learning: Promise<void> | undefined;

export function serverClockOffset(): number {
  return offsetMs;
}

/** Exported for tests. */
export function offsetFromDateHeader(header: string | null, sentAt: number, receivedAt: number): number {
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(serverTime)) return 0;
  const offset = serverTime + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(offset) < 2000 ? 0 : offset;
}

export function learnServerClock(): Promise<void> {
  learning ??= (async () => {
    const sentAt = Date.now();
    const header = await fetchServerDate();
    offsetMs = offsetFromDateHeader(header, sentAt, Date.now());
  })();
  return learning;
}

/** The server's current time, refreshed every `intervalMs`. */
export function useServerNow(intervalMs: number): number {
  const now = useNow(intervalMs);
  const [offset, setOffset] = useState(serverClockOffset);
  useEffect(() => {
    let active = true;
    void learnServerClock().then(() => active && setOffset(serverClockOffset()));
    return () => {
      active = false;
    };
  }, []);
  return now + offset;
}
