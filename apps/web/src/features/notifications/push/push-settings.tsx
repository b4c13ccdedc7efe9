import { useState } from 'react';
import { toast } from 'sonner';
import { pushSettingsLabels as m } from '@naijabid/shared/messages/push';
import { PUSH_KINDS, type PushKind } from '@naijabid/shared/schemas/push';
import { buttonStyles } from '../../../components/button-styles';
import { apiErrorText } from '../../../lib/api-error-text';
import { updatePushPreferences } from '../api/push';
import { pushErrorText, useDevicePush, type DevicePushState } from './use-device-push';

const stateText: Partial<Record<DevicePushState, string>> = {
  unsupported: m.unsupported,
  unavailable: m.unavailable,
  blocked: m.blocked,
  on: m.enabled,
  off: m.disabled,
};

/** Settings' push section: this device on or off, and which kinds of alert this account gets. */
export function PushSettings() {
  const device = useDevicePush();
  const [busy, setBusy] = useState(false);
  // What a switch was just set to, shown while it saves.
  const [asked, setAsked] = useState<Partial<Record<PushKind, boolean>>>({});

  async function toggleDevice() {
    setBusy(true);
    try {
      const message = await (device.state === 'on' ? device.turnOff() : device.turnOn());
      if (message) toast.success(message, { id: 'push-device' });
    } catch (error) {
      toast.error(pushErrorText(error), { id: 'push-device' });
    } finally {
      setBusy(false);
    }
  }

  async function change(kind: PushKind, enabled: boolean) {
    setAsked((current) => ({ ...current, [kind]: enabled }));
    try {
      toast.success(await updatePushPreferences({ [kind]: enabled }), { id: 'push-preferences' });
    } catch (error) {
      toast.error(apiErrorText(error), { id: 'push-preferences' });
    } finally {
      setAsked(({ [kind]: _done, ...rest }) => rest);
    }
  }

  const canToggle = device.state === 'on' || device.state === 'off';
  return (
    <section aria-labelledby="push-settings-title" className="mt-5">
      <h2 id="push-settings-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-4">
        <p role="status" className="text-sm text-slate-700">
          {stateText[device.state] ?? '\u00a0'}
        </p>
        {canToggle && (
          <button
            type="button"
            className={`${device.state === 'on' ? buttonStyles.secondary : buttonStyles.primary} mt-3`}
            disabled={busy}
            onClick={() => void toggleDevice()}
          >
            {device.state === 'on' ? m.disable : m.enable}
          </button>
        )}
      </div>
      <fieldset className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        <legend className="sr-only">{m.title}</legend>
        {PUSH_KINDS.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-start gap-3 p-4">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-emerald-700"
              checked={asked[kind] ?? device.preferences?.[kind] ?? true}
              disabled={!device.preferences || asked[kind] !== undefined}
              onChange={(event) => void change(kind, event.target.checked)}
            />
            <span>
              <span className="block font-semibold text-slate-900">{m.kinds[kind].label}</span>
              <span className="block text-sm text-slate-700">{m.kinds[kind].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
