import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';

/**
 * How a card is drawn where it appears. Each place defines its variant beside it, not in a
 * table here: a module goes whole into one chunk, so a table would put every variant into
 * the landing page's first load.
 */
export interface AuctionCardVariant {
  /** A list item where the grid itself is the list. */
  as: 'article' | 'li';
  frame: string;
  /** The frame of a card picked out for attention (the busiest auctions). */
  highlightedFrame?: string;
  body: string;
  heading: string;
  /** A title cut to one line keeps the whole of it in a tooltip. */
  truncatedTitle: boolean;
  /** A stretched link (`after:absolute`) makes the whole card the way to the auction. */
  link: string;
}

interface AuctionCardProps {
  auction: Pick<AuctionSummary, 'id' | 'title'>;
  variant: AuctionCardVariant;
  /**
   * The `AuctionImage`, drawn at the card's own size. Passed in rather than drawn here:
   * imported from this module as well, it made the bundler split React's JSX runtime out of
   * the landing page's main chunk (two more requests, 0.6 KB more on the first load).
   */
  photo: ReactNode;
  highlighted?: boolean;
  /**
   * A repeat that fills the carousel: it stays clickable, since it scrolls into view and a
   * pointer can pause on it, but is hidden from assistive technology and left out of the tab
   * order, so keyboard and screen-reader users meet each auction once.
   */
  copy?: boolean;
  /** The line above the title: the category or the brand. */
  eyebrow?: ReactNode;
  /** Everything below the title: figures, clock, the card's button. */
  children: ReactNode;
}

/** One auction: photo, title linking to its page, and what the variant's place shows of it. */
export function AuctionCard({
  auction,
  variant,
  photo,
  highlighted = false,
  copy = false,
  eyebrow,
  children,
}: AuctionCardProps) {
  const Frame = variant.as;
  return (
    <Frame
      aria-hidden={copy || undefined}
      className={highlighted && variant.highlightedFrame ? variant.highlightedFrame : variant.frame}
    >
      {photo}
      <div className={variant.body}>
        {eyebrow}
        <h3 className={variant.heading} title={variant.truncatedTitle ? auction.title : undefined}>
          <Link to={`/auctions/${auction.id}`} tabIndex={copy ? -1 : undefined} className={variant.link}>
            {auction.title}
          </Link>
        </h3>
        {children}
      </div>
    </Frame>
  );
}

export interface AuctionFact {
  label: string;
  value: ReactNode;
  /** The value's classes: the price stands out. */
  className: string;
}

/** Figures in two columns, label and value. */
export function AuctionFacts({ facts }: { facts: AuctionFact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt className="text-slate-600">{fact.label}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
