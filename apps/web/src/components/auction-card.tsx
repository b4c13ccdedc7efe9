import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as itemLocation from '@naijabid/shared/messages/item-location';
import { formatNaira } from '@naijabid/shared/money';
import type { AuctionSummary } from '@naijabid/shared/schemas/listings';
import { PinIcon } from './icons';
import { WatchButton } from './watch-button';

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
  /** Whether the location line goes on to how the item travels; small tiles keep to the place. */
  deliveryHint: boolean;
}

interface AuctionCardProps {
  auction: Pick<AuctionSummary, 'id' | 'title' | 'city' | 'state' | 'deliveryFrom'>;
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
      <div className="relative">
        {photo}
        <WatchButton
          auctionId={auction.id}
          title={auction.title}
          tabIndex={copy ? -1 : undefined}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className={variant.body}>
        {eyebrow}
        <h3 className={variant.heading} title={variant.truncatedTitle ? auction.title : undefined}>
          <Link to={`/auctions/${auction.id}`} tabIndex={copy ? -1 : undefined} className={variant.link}>
            {auction.title}
          </Link>
        </h3>
        <ItemLocation auction={auction} deliveryHint={variant.deliveryHint} />
        {children}
      </div>
    </Frame>
  );
}

function deliveryHintOf(deliveryFrom: number | null): string {
  if (deliveryFrom === null) return itemLocation.pickupOnly;
  return deliveryFrom === 0 ? itemLocation.freeDelivery : itemLocation.deliveryFrom(formatNaira(deliveryFrom));
}

/**
 * "Ikeja, Lagos · Delivery from ₦2,500": buyers on Jiji and Jumia look for it first. Listings
 * from before locations were asked for have none, and say nothing.
 */
function ItemLocation({
  auction: { city, state, deliveryFrom },
  deliveryHint,
}: {
  auction: Pick<AuctionSummary, 'city' | 'state' | 'deliveryFrom'>;
  deliveryHint: boolean;
}) {
  if (!city || !state) return null;
  return (
    <p className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-slate-600">
      <PinIcon width={12} height={12} className="shrink-0 text-slate-500" />
      <span className="truncate">
        <span className="sr-only">{itemLocation.locatedIn}</span>
        {itemLocation.place(city, state)}
        {deliveryHint && ` · ${deliveryHintOf(deliveryFrom)}`}
      </span>
    </p>
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
