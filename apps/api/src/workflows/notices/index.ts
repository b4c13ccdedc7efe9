import type { Database } from '../../db/client';
import type { VapidSource } from '../../modules/push/vapid';
import type { JobHandlers } from '../../plugins/job-queue';
import { noticeMailJobs } from './notice-mail';
import { pushJobs } from './push-notice';
import { savedSearchDigestJobs } from './saved-search-digest';
import { savedSearchMatchJobs } from './saved-search-matches';
import { watchReminderJobs } from './watch-reminder';
import { whatsAppAlertJobs, type WhatsAppAlertOptions } from './whatsapp-alerts';

export { scheduleSavedSearchDigest } from './saved-search-digest';

/**
 * The watchers' reminders, the optional notices' mails, pushes and WhatsApp alerts, and saved
 * searches' matches and daily mail, for the job runner.
 */
export function noticeJobHandlers(options: {
  db: Database;
  vapid: VapidSource;
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
