import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no cross-process lock: two processes on one data folder lose writes silently.
 * A lock file holding the owner's pid refuses a second process and recovers from a crash.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = openSync(lockPath, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8'));
      if (isRunning(ownerPid) && ownerPid !== process.pid) {
        throw new Error(
          `Another process (pid ${ownerPid}) is using DATA_DIR ${path.resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${path.resolve(dataDir)}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
