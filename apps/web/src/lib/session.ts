import { useSyncExternalStore } from 'react';
import { onAccessTokenChange, readAccessToken } from './token-storage';

/** Whether a token is stored, noticed at once when this tab or another signs in or out. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  const stopListening = onAccessTokenChange(onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    stopListening();
  };
}

/**
 * The token lives in this browser only, so markup rendered on the server is a visitor's;
 * a signed-in user's page turns to theirs right after hydrating.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readAccessToken() !== null,
    () => false,
  );
}
