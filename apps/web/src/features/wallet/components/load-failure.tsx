import { walletPageLabels as m } from '@naijabid/shared/messages/wallet-page';
import { buttonStyles } from '../../../components/button-styles';

/** A failed read with a way to try again; `label` names what failed for screen readers. */
export function LoadFailure({ message, label, onRetry }: { message: string; label: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{message}</p>
      <button
        type="button"
        aria-label={m.tryAgainToLoad(label)}
        className={`${buttonStyles.secondary} mt-3`}
        onClick={onRetry}
      >
        {m.tryAgain}
      </button>
    </div>
  );
}
