import { useSyncExternalStore } from 'react';
import { readAccessToken } from './token-storage';

/** Whether a token is stored; other tabs signing in or out are noticed through `storage`. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, () => readAccessToken() !== null);
}
