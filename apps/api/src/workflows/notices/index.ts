import type { JobHandlers } from '../../plugins/job-queue';
import { noticeMailJobs } from './notice-mail';
import { watchReminderJobs } from './watch-reminder';

/** The watchers' reminders and the optional notices' mails, for the job runner. */
export function noticeJobHandlers(options: { publicUrl: string; unsubscribeKey: string }): JobHandlers {
  return { ...watchReminderJobs(), ...noticeMailJobs(options) };
}
