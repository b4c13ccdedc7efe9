import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from '../api-base-url';

const at = (hostname: string, port: string) => ({ hostname, port, protocol: 'http:' });

describe('resolveApiBaseUrl', () => {
  it('calls the same origin from a production build', () => {
    expect(resolveApiBaseUrl({ isDevServer: false, location: at('naijabid.example', '') })).toBe('/api/v1');
    expect(resolveApiBaseUrl({ isDevServer: false, location: at('localhost', '3101') })).toBe('/api/v1');
  });

  it('calls port 3001 from the development server on another localhost port', () => {
    expect(resolveApiBaseUrl({ isDevServer: true, location: at('localhost', '5173') })).toBe(
      'http://localhost:3001/api/v1',
    );
    expect(resolveApiBaseUrl({ isDevServer: true, location: at('localhost', '3001') })).toBe('/api/v1');
  });

  it('lets a build-time address win', () => {
    expect(
      resolveApiBaseUrl({
        override: 'https://api.naijabid.example/api/v1/',
        isDevServer: true,
        location: at('localhost', '5173'),
      }),
    ).toBe('https://api.naijabid.example/api/v1');
  });
});
