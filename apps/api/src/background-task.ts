/**
 * Runs `task` every `intervalMs` in this process, one run at a time: a tick that finds the
 * previous run still going is skipped. Answers a stop that waits for a run under way, so
 * the database is not closed beneath it.
 */
export function startBackgroundTask(
  intervalMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
