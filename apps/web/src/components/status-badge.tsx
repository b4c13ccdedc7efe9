import { phaseLabels, type AuctionPhase } from '../lib/auction/phase';

const tones: Record<AuctionPhase, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-sky-100 text-sky-900',
  live: 'bg-red-50 text-red-800',
  ended: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ phase }: { phase: AuctionPhase }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[phase]}`}>
      {phase === 'live' && <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-red-600" />}
      {phaseLabels[phase]}
    </span>
  );
}
