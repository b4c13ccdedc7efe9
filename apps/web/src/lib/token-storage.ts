import { TOKEN_STORAGE_KEYS } from '@naijabid/shared/constants';

/**
 * The session token lives in localStorage under the two keys of docs/product.md#accounts: the
 * primary key and a copy. Storage can throw (private mode, quota), so every call is guarded.
 */

const changeListeners = new Set<() => void>();

/**
 * Hears this tab store or clear the token (a login, a logout, a refused session). Other
 * tabs are heard through the `storage` event, which a tab never gets for its own writes.
 */
export function onAccessTokenChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function accessTokenChanged(): void {
  for (const listener of changeListeners) listener();
}

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEYS.primary) ?? localStorage.getItem(TOKEN_STORAGE_KEYS.copy);
  } catch {
    return null;
  }
}

export function storeAccessToken(accessToken: string, copy: string = accessToken): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEYS.primary, accessToken);
    localStorage.setItem(TOKEN_STORAGE_KEYS.copy, copy);
  } catch {
    // Without storage the user simply stays signed out; nothing else to do.
  }
  accessTokenChanged();
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEYS.primary);
    localStorage.removeItem(TOKEN_STORAGE_KEYS.copy);
  } catch {
    // Nothing stored means nothing to clear.
  }
  accessTokenChanged();
}
