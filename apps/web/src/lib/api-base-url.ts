import { API_PREFIX, DEFAULT_API_PORT } from '@naijabid/shared/constants';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

interface BaseUrlInputs {
  /** `VITE_API_BASE_URL` at build time, e.g. `https://api.example.ng/api/v1`. */
  override?: string | undefined;
  /** True under the Vite development server. */
  isDevServer: boolean;
  /** The page's address; none when the app renders on the server, which calls nothing. */
  location: Pick<Location, 'hostname' | 'port' | 'protocol'> | undefined;
}

/**
 * Where the API lives (docs/product.md#api-calls). A built app calls its own origin, because one process
 * serves the API and the web app on whatever port it is given. Under the Vite development
 * server on localhost the API runs on its own port (3001); a build-time override wins over both.
 */
export function resolveApiBaseUrl({ override, isDevServer, location }: BaseUrlInputs): string {
  if (override) return override.replace(/\/+$/, '');
  if (!location) return API_PREFIX;
  const isLocal = LOCAL_HOSTNAMES.has(location.hostname);
  if (isDevServer && isLocal && location.port !== String(DEFAULT_API_PORT)) {
    return `${location.protocol}//${location.hostname}:${DEFAULT_API_PORT}${API_PREFIX}`;
  }
  return API_PREFIX;
}

export const apiBaseUrl = resolveApiBaseUrl({
  override: import.meta.env.VITE_API_BASE_URL as string | undefined,
  // `import.meta.hot` exists only under the Vite development server: a build has none,
  // even one made with NODE_ENV=development (`import.meta.env.DEV` is true there).
  // Vitest provides one too, and its tests call the same origin.
  isDevServer: import.meta.hot !== undefined && import.meta.env.MODE !== 'test',
  location: typeof window === 'undefined' ? undefined : window.location,
});
