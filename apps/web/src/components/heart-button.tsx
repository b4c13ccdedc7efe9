import { heartLabels } from '@naijabid/shared/messages/heart-and-bell';
import { useRenderingServerMarkup } from '../lib/first-screen';
import { HeartIcon } from './icons';

export interface HeartProps {
  auctionId: string;
  title: string;
  className?: string;
  tabIndex?: number;
}

/** The heart as drawn: filled and red once saved; `aria-pressed` says which. */
export function HeartButton({
  title,
  className = '',
  tabIndex,
  watching,
  onClick,
}: Omit<HeartProps, 'auctionId'> & { watching: boolean; onClick: () => void }) {
  const beforeApp = useRenderingServerMarkup();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={beforeApp || undefined}
      aria-pressed={watching}
      aria-label={watching ? heartLabels.unwatch(title) : heartLabels.watch(title)}
      tabIndex={tabIndex}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/90 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-emerald-700 ${watching ? 'text-red-600' : 'text-slate-700'} ${className}`}
    >
      <HeartIcon fill={watching ? 'currentColor' : 'none'} />
    </button>
  );
}
