/**
 * Where the API client sends a user whose session was refused (docs/product.md#screens-and-routes), and Place Bid
 * a visitor who is not signed in. The router registers client-side navigation here; kept
 * apart from the API client so the landing page can use it without loading the client and
 * its messages.
 */
export const LOGIN_PATH = '/login';

/** `returnTo`: the page to come back to after logging in. */
type UnauthorizedHandler = (returnTo?: string) => void;

/** Without a router (early errors) a full navigation still reaches login. */
let onUnauthorized: UnauthorizedHandler = () => window.location.assign(LOGIN_PATH);

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function goToLogin(returnTo?: string): void {
  onUnauthorized(returnTo);
}
