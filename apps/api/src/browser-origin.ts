/**
 * Hosts a development server may be reached at, taken from the request when PUBLIC_URL is
 * unset: this machine by any loopback name, or a phone on the local network by a private
 * IPv4 address. Any other Host header (a mistyped or forged one) is not believed.
 */
const DEVELOPMENT_HOST =
  /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3})$/;

export interface BrowserOriginSettings {
  /** PUBLIC_URL: when set, always the answer. */
  publicUrl: string | undefined;
  isProduction: boolean;
  /** The answer when the request's own address is not believed (`http://localhost:<port>`). */
  fallback: () => string;
}

/**
 * The site's address as the browser that sent `request` sees it, for pages a payment
 * provider sends the user back to. PUBLIC_URL when set. Without it, outside production, the
 * address the request came to, if it is a development host: a developer on 127.0.0.1 (or a
 * phone on the local network) comes back to the origin whose storage holds their session,
 * not to `localhost`, where they are signed out. Production never builds a URL from the Host
 * header, which the client chooses.
 */
export function browserOrigin(
  request: { protocol: string; host: string },
  { publicUrl, isProduction, fallback }: BrowserOriginSettings,
): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (isProduction) return fallback();
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return fallback();
  }
  return DEVELOPMENT_HOST.test(url.hostname) ? url.origin : fallback();
}
