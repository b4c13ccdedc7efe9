import { authFieldLabels } from '@naijabid/shared/messages/auth';
import { useAuthProviders } from '../api/auth-providers';

/** The "or" line above the Google button; hidden with it. */
export function OrDivider() {
  const { google } = useAuthProviders();
  if (!google) return null;
  return (
    <p className="my-4 flex items-center gap-3 text-xs text-slate-500 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
      {authFieldLabels.or}
    </p>
  );
}
