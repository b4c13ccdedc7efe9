import { API_PREFIX, DEFAULT_API_PORT } from '@naijabid/shared/constants';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

interface BaseUrlInputs {
  /** `VITE_API_BASE_URL` at build time, e.g. `https://api.example.ng/api/v1`. */
  override?: string | undefined;
  /** True under the Vite development server. */
  isDevServer: boolean;
  location: Pick<Location, 'hostname' | 'port' | 'protocol'>;
}

/**
 * Where the API lives (spec 7). The production build calls its own origin, because one
 * process serves the API and the web app. Under the Vite development server on localhost
 * the API runs on its own port (3001); a build-time override wins over both.
 */
export function resolveApiBaseUrl({ override, isDevServer, location }: BaseUrlInputs): string {
  if (override) return override.replace(/\/+$/, '');
  const isLocal = LOCAL_HOSTNAMES.has(location.hostname);
  if (isDevServer && isLocal && location.port !== String(DEFAULT_API_PORT)) {
    return `${location.protocol}//${location.hostname}:${DEFAULT_API_PORT}${API_PREFIX}`;
  }
  return API_PREFIX;
}

export const apiBaseUrl = resolveApiBaseUrl({
  override: import.meta.env.VITE_API_BASE_URL as string | undefined,
  isDevServer: import.meta.env.DEV && import.meta.env.MODE !== 'test',
  location: window.location,
});
