import cluster from 'node:cluster';

/**
 * Runs `count` server processes on one port with Node's cluster module: this primary process
 * accepts the connections and hands them to the workers in turn, and serves nothing itself.
 * A worker that dies is replaced, unless it died before ever listening (a bad start would
 * only repeat). A stop signal is passed to every worker, each drains and exits on its own,
 * and the primary exits once they all have. Work that must happen once (closing auctions,
 * pruning events, migrations) is safe in every worker: each takes database locks.
 */
export function runServerProcesses(count: number): void {
  let stopping = false;
  let failedStart = false;
  const listening = new Set<number>();
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of workers()) worker.process.kill(signal);
  };

  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (workers().length === 0) process.exit(failedStart ? 1 : 0);
      return;
    }
    if (!listening.has(worker.id)) {
      console.error(`A server process exited before it started (${signal ?? `code ${code}`}); stopping the others.`);
      failedStart = true;
      stopAll('SIGTERM');
      if (workers().length === 0) process.exit(1);
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another.`);
    cluster.fork();
  });
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));

  console.log(`Starting ${count} server processes (WEB_CONCURRENCY) on one port.`);
  for (let index = 0; index < count; index += 1) cluster.fork();
}
