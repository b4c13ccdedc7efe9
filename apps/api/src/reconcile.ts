import { reconcileOutput as out } from '@naijabid/shared/messages/reconciliation';
import { reconcile } from './modules/reconciliation/service';
import type { Database } from './db/client';

/** What `npm run reconcile` prints and its exit code: 0 when the books balance, 1 on any difference. */
export async function reconcileReport(db: Database): Promise<{ exitCode: number; lines: string[] }> {
  const report = await reconcile(db);
  const lines = report.checks.flatMap((check) =>
    check.total === 0
      ? [out.ok(check.title)]
      : [
          out.differs(check.title, check.total),
          ...check.differences.map((difference) => out.difference(difference.subject, difference.detail)),
          ...(check.total > check.differences.length ? [out.more(check.total - check.differences.length)] : []),
        ],
  );
  lines.push(report.ok ? out.summaryOk : out.summaryDiffers);
  return { exitCode: report.ok ? 0 : 1, lines };
}
