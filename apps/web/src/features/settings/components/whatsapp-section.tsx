import { useState } from 'react';
import { toast } from 'sonner';
import { whatsAppMessages as m } from '@naijabid/shared/messages/whatsapp';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import { apiErrorText } from '../../../lib/api-error-text';
import { updateWhatsAppSettings, useWhatsAppSettings } from '../api/whatsapp';
import { SettingsCard } from './settings-card';

/**
 * WhatsApp alerts (docs/product.md#whatsapp-alerts): one switch, saved at once, offered only
 * with a verified phone (the API says so in `available`; verifying a number reads it again).
 */
export function WhatsAppSection() {
  const settings = useWhatsAppSettings();
  // What the switch was just set to, shown while it saves.
  const [asked, setAsked] = useState<boolean | undefined>(undefined);

  async function change(optedIn: boolean) {
    setAsked(optedIn);
    try {
      toast.success(await updateWhatsAppSettings({ optedIn }), { id: 'whatsapp-settings' });
    } catch (error) {
      toast.error(apiErrorText(error), { id: 'whatsapp-settings' });
    } finally {
      setAsked(undefined);
    }
  }

  const data = settings.data;
  return (
    <SettingsCard title={m.heading}>
      <p className="mt-1 text-sm text-slate-700">{m.intro}</p>
      {settings.error && !data && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {apiErrorText(settings.error)}
        </p>
      )}
      {data && !data.available && <p className="mt-3 text-sm text-slate-700">{m.needsPhone}</p>}
      {data?.available && (
        <label className="mt-3 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            role="switch"
            className="mt-1 h-5 w-5 shrink-0 accent-emerald-700"
            checked={asked ?? data.optedIn}
            disabled={asked !== undefined}
            onChange={(event) => void change(event.target.checked)}
          />
          <span>
            <span className="block font-semibold text-slate-900">{m.switchLabel}</span>
            {data.phone && <span className="block text-sm text-slate-700">{formatNigerianMobile(data.phone)}</span>}
          </span>
        </label>
      )}
    </SettingsCard>
  );
}
