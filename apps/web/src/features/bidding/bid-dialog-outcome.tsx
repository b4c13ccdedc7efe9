import { biddingMessages as m } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';

/** What the dialog ended with: a bid placed (leading or outbid) or a Buy Now. */
export type DialogOutcome =
  { kind: 'placed'; leading: boolean; message: string; priceKobo: number } | { kind: 'bought'; message: string };

export function Problem({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <>
      <p role="alert" className="mt-4 rounded-xl bg-slate-100 p-4 text-slate-800">
        {message}
      </p>
      <div className="mt-5 flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {m.close}
        </button>
      </div>
    </>
  );
}

export function Outcome({
  step,
  onBidAgain,
  onClose,
}: {
  step: DialogOutcome;
  onBidAgain: () => void;
  onClose: () => void;
}) {
  const good = step.kind === 'bought' || step.leading;
  return (
    <div role="status">
      <p className={`mt-4 rounded-xl p-4 ${good ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}>
        {step.message}
        {step.kind === 'placed' && (
          <span className="mt-1 block font-semibold">{m.priceNow(formatNaira(step.priceKobo))}</span>
        )}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {good ? (
          <button type="button" className={buttonStyles.primary} onClick={onClose}>
            {m.done}
          </button>
        ) : (
          <>
            <button type="button" className={buttonStyles.ghost} onClick={onClose}>
              {m.close}
            </button>
            <button type="button" className={buttonStyles.primary} onClick={onBidAgain}>
              {m.bidAgain}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
