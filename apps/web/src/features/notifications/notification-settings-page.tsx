import { useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { mailPreferenceLabels as m } from '@naijabid/shared/messages/notifications';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@naijabid/shared/schemas/notifications';
import { apiErrorText } from '../../lib/api-error-text';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { updateMailPreferences, useMailPreferences } from './api/notifications';
import { PushSettings } from './push/push-settings';

/** `/settings/notifications`: which optional mails go, and this device's alerts; each switch saves at once. */
export default function NotificationSettingsPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const preferences = useMailPreferences();
  // What a switch was just set to, shown while it saves (and dropped, so the saved state shows, after).
  const [asked, setAsked] = useState<Partial<Record<OptionalMailKind, boolean>>>({});
  if (!signedIn) return <Navigate to="/login" state={{ from: '/settings/notifications' }} replace />;

  async function change(kind: OptionalMailKind, enabled: boolean) {
    setAsked((current) => ({ ...current, [kind]: enabled }));
    try {
      toast.success(await updateMailPreferences({ [kind]: enabled }), { id: 'mail-preferences' });
    } catch (error) {
      toast.error(apiErrorText(error), { id: 'mail-preferences' });
    } finally {
      setAsked(({ [kind]: _done, ...rest }) => rest);
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{m.title}</h1>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      {preferences.error && !preferences.data && (
        <p role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {apiErrorText(preferences.error)}
        </p>
      )}
      <fieldset className="mt-5 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        <legend className="sr-only">{m.title}</legend>
        {OPTIONAL_MAIL_KINDS.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-start gap-3 p-4">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-emerald-700"
              checked={asked[kind] ?? preferences.data?.[kind] ?? true}
              disabled={!preferences.data || asked[kind] !== undefined}
              onChange={(event) => void change(kind, event.target.checked)}
            />
            <span>
              <span className="block font-semibold text-slate-900">{m.kinds[kind].label}</span>
              <span className="block text-sm text-slate-700">{m.kinds[kind].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{m.alwaysSent}</p>
      <PushSettings />
    </div>
  );
}
