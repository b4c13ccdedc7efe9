/** Shared Tailwind classes so every button and button-like link looks and focuses alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-emerald-700 text-white hover:bg-emerald-800`,
  secondary: `${base} border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50`,
  ghost: `${base} text-slate-700 hover:bg-slate-100`,
  accent: `${base} bg-amber-400 text-slate-900 hover:bg-amber-300`,
} as const;

export const inputStyles =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700 aria-[invalid=true]:border-red-600';
