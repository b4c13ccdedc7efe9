/** Pruning what would otherwise grow for ever: the job runner's handler, and its one job scheduled at start. */
export { housekeepingJobs as housekeepingJobHandlers, scheduleHousekeeping } from './prune-tables';
