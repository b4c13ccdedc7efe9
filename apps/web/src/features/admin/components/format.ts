import { formatLagosTime } from '@naijabid/shared/date-time';

/** A time as the console shows it: as every list does (packages/shared/src/date-time.ts). */
export const formatWhen = formatLagosTime;
