import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { settingsPageLabels as m } from '@naijabid/shared/messages/account-settings';
import { sellerVerificationLabels } from '@naijabid/shared/messages/seller-verification';
import { buttonStyles } from '../../components/button-styles';
import { useCurrentUser } from '../../lib/account/get-current-user';
import { apiErrorText } from '../../lib/api-error-text';
import { readAccessToken } from '../../lib/token-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SavedSearchesSection } from '../saved-searches/saved-searches-section';
import { downloadMyData } from './api/account';
import { CloseAccountSection } from './components/close-account-section';
import { PasswordSection } from './components/password-section';
import { PhoneSection } from './components/phone-section';
import { SettingsCard } from './components/settings-card';
import { WhatsAppSection } from './components/whatsapp-section';

function DataSection() {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(apiErrorText(error) || m.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <SettingsCard title={m.dataHeading}>
      <p className="mt-1 text-sm text-slate-700">{m.dataWhy}</p>
      <button
        type="button"
        className={`${buttonStyles.secondary} mt-3`}
        disabled={downloading}
        onClick={() => void download()}
      >
        {m.downloadData}
      </button>
    </SettingsCard>
  );
}

/** Only a seller verifies: a buyer's settings have no "Verified seller" card. */
function SellerVerificationSection() {
  const user = useCurrentUser(true).data?.user;
  if (user?.accountType !== 'seller') return null;
  return (
    <SettingsCard title={sellerVerificationLabels.title}>
      <p className="mt-1 text-sm text-slate-700">{sellerVerificationLabels.settingsWhy}</p>
      <Link to="/settings/verify" className="mt-2 inline-block font-semibold text-emerald-800 underline">
        {sellerVerificationLabels.settingsLink}
      </Link>
    </SettingsCard>
  );
}

/**
 * The signed-in user's settings (docs/product.md#account-settings): phone, password, email
 * preferences, their data, closing the account. Without a stored token it goes to login;
 * with one, the API decides (a refused token answers 401 and the client goes to login).
 */
export default function SettingsPage() {
  useDocumentTitle(m.title);
  const [signedIn] = useState(() => readAccessToken() !== null);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 id="settings-title" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {m.title}
      </h1>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      <div className="mt-5 grid gap-4">
        <PhoneSection />
        <WhatsAppSection />
        <SellerVerificationSection />
        <PasswordSection />
        <SettingsCard title={m.emailHeading}>
          <Link to="/settings/notifications" className="mt-2 inline-block font-semibold text-emerald-800 underline">
            {m.emailLink}
          </Link>
        </SettingsCard>
        <SavedSearchesSection />
        <DataSection />
        <CloseAccountSection />
      </div>
    </section>
  );
}
