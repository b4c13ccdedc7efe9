import { Link } from 'react-router';
import * as hero from '@naijabid/shared/messages/hero';
import { heroStats, STAT_COUNT_UP_MS, taglines } from '@naijabid/shared/marketing';
import { formatNairaCompact } from '@naijabid/shared/money';
import { buttonStyles } from '../../components/button-styles';
import { StartLink } from '../../components/start-link';
import { useMarketplaceStats } from './api/get-stats';
import { useCountUp } from './use-count-up';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const formatCount = (value: number) => compact.format(value);

interface Figure {
  label: string;
  target: number;
  format: (value: number) => string;
}

function CountUpStat({ target, format, label }: Figure) {
  const value = useCountUp(target, STAT_COUNT_UP_MS);
  return (
    <div className="min-w-0 rounded-xl bg-white/10 px-3 py-3 text-center">
      <dt className="text-xs text-emerald-50 sm:text-sm">{label}</dt>
      {/* The moving number is hidden from screen readers, which read the final figure instead. */}
      <dd className="text-2xl font-extrabold text-white tabular-nums sm:text-3xl">
        <span aria-hidden="true">{format(value)}</span>
        <span className="sr-only">{format(target)}</span>
      </dd>
    </div>
  );
}

/**
 * The hero with its three figures counted in the database (listings published, people who
 * have bid, and the naira total of sold auctions), counting up when they arrive.
 */
export function HeroSection() {
  const stats = useMarketplaceStats();
  const [products, bidders, wins] = heroStats;
  const figures: Figure[] = [
    { label: products.label, target: stats?.productsAuctioned ?? 0, format: formatCount },
    { label: bidders.label, target: stats?.bidders ?? 0, format: formatCount },
    { label: wins.label, target: stats?.totalWins ?? 0, format: formatNairaCompact },
  ];
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-emerald-800 to-emerald-600 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2">
        <div>
          <h1 id="hero-title" className="text-3xl leading-tight font-extrabold sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-emerald-50">{taglines.landing}.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <StartLink className={buttonStyles.accent}>{hero.startBidding}</StartLink>
            <Link to="/auctions" className={`${buttonStyles.secondary} border-white`}>
              {hero.browseItems}
            </Link>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {figures.map((figure) => (
            <CountUpStat key={figure.label} {...figure} />
          ))}
        </dl>
      </div>
    </section>
  );
}
