import { remoteStatusLabels as m } from '@naijabid/shared/messages/dashboard';
import { buttonStyles } from '../../../components/button-styles';

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="mt-3 text-sm text-slate-700">
      {text}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>{message}</p>
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  );
}
