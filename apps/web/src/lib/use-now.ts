import { useEffect, useState } from 'react';
import { useFirstScreen } from './first-screen';

/**
 * The current time, refreshed every `intervalMs`; one timer per caller, cleared on unmount.
 * Server-rendered markup is hydrated at the server's rendering time, so its countdowns read
 * as rendered; the render right after hydration shows this device's time.
 */
export function useNow(intervalMs: number): number {
  const firstScreen = useFirstScreen();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return firstScreen?.renderedAt ?? now;
}
