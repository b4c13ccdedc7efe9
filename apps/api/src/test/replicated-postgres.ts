import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and a streaming replica of it made for one test file, from the
 * machine's PostgreSQL binaries: initdb, pg_basebackup -R, two servers on free ports in a
 * temporary folder, all removed by `remove` (and at the latest when the test process exits).
 * PostgreSQL refuses to run as root, so as root every command runs as the `postgres` user.
 */
export interface ReplicatedPostgres {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica (as a superuser: pausing replay needs one). */
  onReplica<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops applying the primary's WAL, so the replica lags from the next write on; resumed by `resumeReplay`. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  remove(): Promise<void>;
}

/** The newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<major>/bin). */
function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  if (majors.length === 0) throw new Error(`No PostgreSQL binaries under ${root}`);
  return path.join(root, String(Math.max(...majors.map(Number))), 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const bin = postgresBinaries();
  const folder = mkdtempSync(path.join(tmpdir(), 'naijabid-replica-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const primaryDir = path.join(folder, 'primary');
  const replicaDir = path.join(folder, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const postgres = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    return run(file, fileArgs, { cwd: folder });
  };
  const start = (dir: string) => postgres('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
  const stop = (dir: string, mode: 'fast' | 'immediate') => postgres('pg_ctl', ['-D', dir, '-m', mode, '-w', 'stop']);
  const running = new Set<string>();
  // A test process that dies without its afterAll must not leave two servers behind.
  const stopOnExit = () => {
    for (const dir of running) {
      const args = ['-D', dir, '-m', 'immediate', 'stop'];
      const [file, fileArgs] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]]
        : [path.join(bin, 'pg_ctl'), args];
      try {
        execFileSync(file, fileArgs, { stdio: 'ignore' });
      } catch {
        // Already stopped.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);

  async function remove(): Promise<void> {
    for (const dir of running) await stop(dir, 'immediate').catch(() => undefined);
    running.clear();
    process.removeListener('exit', stopOnExit);
    rmSync(folder, { recursive: true, force: true });
  }

  try {
    await postgres('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-locale',
      '--encoding=UTF8',
      '--no-sync',
    ]);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'max_connections = 40',
        'shared_buffers = 16MB',
        // A throwaway pair: durability on disk buys nothing here.
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    appendFileSync(path.join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    await start(primaryDir);
    running.add(primaryDir);
    await postgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    // The copied configuration names the primary's port: the last setting of a name wins.
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    await start(replicaDir);
    running.add(replicaDir);
  } catch (error) {
    await remove();
    throw error;
  }

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  async function onReplica<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: replicaUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
  async function replayState(): Promise<string> {
    const [row] = await onReplica<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
    return row!.state;
  }

  return {
    primaryUrl,
    replicaUrl,
    onReplica,
    async pauseReplay() {
      await onReplica('select pg_wal_replay_pause()');
      // Asked, replay stops at the next record; only 'paused' says nothing more is applied.
      while ((await replayState()) !== 'paused') await new Promise((resolve) => setTimeout(resolve, 20));
    },
    async resumeReplay() {
      await onReplica('select pg_wal_replay_resume()');
    },
    async stopReplica() {
      await stop(replicaDir, 'fast');
      running.delete(replicaDir);
    },
    async startReplica() {
      await start(replicaDir);
      running.add(replicaDir);
    },
    remove,
  };
}
