import { Link } from 'react-router';
import type { AccountType } from '@naijabid/shared/constants';
import { googleSignInLabels as g } from '@naijabid/shared/messages/google-sign-in';
import { authFieldLabels as f, registerLabels as r } from '@naijabid/shared/messages/auth';
import { apiBaseUrl } from '../../../lib/api-base-url';
import { useAuthProviders } from '../api/auth-providers';

/**
 * Shown only when the API says Google sign-in is configured (docs/product.md#google-sign-in); it
 * starts the OpenID Connect flow on the API, which returns to /google-sign-in. A first sign-in
 * makes an account of `accountType` (the sign-up wizard's choice), so the terms are named here.
 */
export function GoogleButton({ label, accountType }: { label: string; accountType?: AccountType | undefined }) {
  const { google } = useAuthProviders();
  if (!google) return null;
  const query = accountType ? `?${new URLSearchParams({ accountType }).toString()}` : '';
  return (
    <>
      <a
        href={`${apiBaseUrl}/auth/google${query}`}
        className="inline-flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="#4285F4"
            d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6a5.1 5.1 0 0 1-2.2 3.3v2.8h3.6c2.1-2 3.2-4.8 3.2-8.2z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.6l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 10z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {label}
      </a>
      <p className="mt-2 text-center text-xs text-slate-600">
        {g.termsNotice}{' '}
        <Link to="/terms" className="underline">
          {f.terms}
        </Link>{' '}
        {r.and}{' '}
        <Link to="/privacy" className="underline">
          {r.privacyPolicy}
        </Link>
        .
      </p>
    </>
  );
}
