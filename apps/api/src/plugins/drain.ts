/**
 * Whether this process is stopping. From the stop signal on, readiness answers 503 so the
 * load balancer sends new requests elsewhere, while the process still serves what reaches it.
 */
export interface Drain {
  isDraining(): boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    isDraining: () => draining,
    start: () => {
      draining = true;
    },
  };
}
