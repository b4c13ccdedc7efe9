import { useState } from 'react';
import { toast } from 'sonner';
import { bellPushOffer as m } from '@naijabid/shared/messages/push';
import { pushErrorText, pushSupported, useDevicePush } from './use-device-push';

function Offer() {
  const device = useDevicePush();
  const [busy, setBusy] = useState(false);
  if (device.state !== 'off') return null;

  async function turnOn() {
    setBusy(true);
    try {
      toast.success(await device.turnOn(), { id: 'push-device' });
    } catch (error) {
      toast.error(pushErrorText(error), { id: 'push-device' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 bg-emerald-50/60 px-4 py-3 text-sm">
      <span className="text-slate-800">{m.text}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => void turnOn()}
        className="shrink-0 rounded-lg bg-emerald-700 px-3 py-1.5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        {m.action}
      </button>
    </div>
  );
}

/** The bell's offer to turn alerts on for this device, while they are off and the browser can take them. */
export function BellPushOffer() {
  return pushSupported() ? <Offer /> : null;
}
