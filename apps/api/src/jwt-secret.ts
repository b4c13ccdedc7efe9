import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * Outside production an unset JWT_SECRET is generated once and kept in the data folder, so
 * sessions survive restarts without any setup. Production requires JWT_SECRET (config.ts).
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.isProduction) throw new Error('JWT_SECRET is required in production');
  const secretPath = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretPath, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
