import { useEffect, useState } from 'react';

/** Seconds left of a cooldown, counting down once a second (the resend countdown of docs/product.md#interface-behaviour). */
export function useCooldown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return { secondsLeft, start: (seconds: number) => setEndsAt(Date.now() + seconds * 1000) };
}
