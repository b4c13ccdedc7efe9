import type { Database } from '../../db/client';
import type { PushEndpointPolicy } from '../../modules/push/endpoint-guard';
import type { VapidSource } from '../../modules/push/vapid';
import type { JobHandlers, JobLane } from '../../plugins/job-queue';
import { noticeMailJobs } from './notice-mail';
import { WHATSAPP_SEND_JOB, WHATSAPP_SMS_JOB } from '../../modules/whatsapp/alert-jobs';
import { PUSH_JOB_LANE, pushJobs } from './push-notice';
import { savedSearchDigestJobs } from './saved-search-digest';
import { savedSearchMatchJobs } from './saved-search-matches';
import { watchReminderJobs } from './watch-reminder';
import { whatsAppAlertJobs, type WhatsAppAlertOptions } from './whatsapp-alerts';

export { scheduleSavedSearchDigest } from './saved-search-digest';

/**
 * The job runner's lanes for notices sent through outside services (plugins/job-queue.ts):
 * pushes, and WhatsApp alerts with their SMS fallback, each apart from deadlines and mail.
 */
export const JOB_LANES: JobLane[] = [PUSH_JOB_LANE, { kinds: [WHATSAPP_SEND_JOB, WHATSAPP_SMS_JOB], concurrency: 4 }];

/**
 * The watchers' reminders, the optional notices' mails, pushes and WhatsApp alerts, and saved
 * searches' matches and daily mail, for the job runner.
 */
export function noticeJobHandlers(options: {
  db: Database;
  vapid: VapidSource;
  pushEndpoints: PushEndpointPolicy;
  publicUrl: string;
  unsubscribeKey: string;
  whatsapp: Omit<WhatsAppAlertOptions, 'publicUrl'>;
}): JobHandlers {
  return {
    ...watchReminderJobs(),
    ...noticeMailJobs(options),
    ...pushJobs(options),
    ...whatsAppAlertJobs({ ...options.whatsapp, publicUrl: options.publicUrl }),
    ...savedSearchMatchJobs(),
    ...savedSearchDigestJobs({ publicUrl: options.publicUrl }),
  };
}
