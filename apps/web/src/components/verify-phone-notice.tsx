import { Link } from 'react-router';
import { settingsPageLabels } from '@naijabid/shared/messages/account-settings';
import { buttonStyles } from './button-styles';

/** Why an action waits for a verified phone, and the way to Settings to verify one. */
export function VerifyPhoneNotice({ reason }: { reason: string }) {
  return (
    <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <p className="text-slate-900">{reason}</p>
      <Link to="/settings" className={`${buttonStyles.primary} mt-3`}>
        {settingsPageLabels.verifyPhonePrompt}
      </Link>
    </div>
  );
}
