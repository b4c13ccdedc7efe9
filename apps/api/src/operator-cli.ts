import { loadConfig } from './config';
import { openPostgres } from './db/client';
import { openDataDir } from './db/pglite-template';
import { changeOperatorRole, type OperatorRoleChange } from './workflows/moderation/operator-role';

/**
 * `npm run operator -- grant EMAIL [REASON]` and `npm run operator -- revoke EMAIL [REASON]`:
 * the operator role of an existing verified account, on whichever database the config names.
 * On the embedded database, stop the server first: one process at a time may open DATA_DIR.
 */
const USAGE = 'Usage: npm run operator -- grant|revoke EMAIL [REASON]';
const [change, email, ...reasonWords] = process.argv.slice(2);
if ((change !== 'grant' && change !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}
const reason = reasonWords.join(' ').trim() || `${change === 'grant' ? 'Granted' : 'Revoked'} on the command line`;

const config = loadConfig();
const handle = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openDataDir(config.dataDir);
let exitCode = 0;
try {
  const result = await changeOperatorRole(handle.db, change as OperatorRoleChange, email, reason);
  const messages = {
    changed:
      change === 'grant'
        ? `${result.email} is now an operator: the Admin link is on their dashboard, and /admin opens for them.`
        : `${result.email} is no longer an operator.`,
    unchanged: change === 'grant' ? `${result.email} is already an operator.` : `${result.email} is not an operator.`,
    unknown_email: `No account has the email ${result.email}. The person signs up first, then you grant the role.`,
    unverified: `${result.email} has not verified their email yet. They verify it first (the code in their sign-up mail), then you grant the role.`,
  };
  const failed = result.outcome === 'unknown_email' || result.outcome === 'unverified';
  (failed ? console.error : console.log)(messages[result.outcome]);
  if (failed) exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
