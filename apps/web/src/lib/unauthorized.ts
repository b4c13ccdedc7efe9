/**
 * Where the API client sends a user whose session was refused (docs/product.md#screens-and-routes), and Place Bid
 * a visitor who is not signed in. The router registers client-side navigation here; kept
 * apart from the API client so the landing page can use it without loading the client and
 * its messages.
 */
import type { SignInReturn } from './sign-in-return';

export const LOGIN_PATH = '/login';

/** `back`: the page to come back to after logging in, and what to do there. */
type UnauthorizedHandler = (back?: SignInReturn) => void;

/** Without a router (early errors) a full navigation still reaches login. */
let onUnauthorized: UnauthorizedHandler = () => window.location.assign(LOGIN_PATH);

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function goToLogin(back?: SignInReturn): void {
  onUnauthorized(back);
}
