import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { LIVE_COUNTDOWN_TICK_MS } from '@naijabid/shared/constants';
import { orderLabels, offersPageLabels as m } from '@naijabid/shared/messages/orders';
import { formatNaira } from '@naijabid/shared/money';
import type { SecondChanceOffer } from '@naijabid/shared/schemas/orders';
import { AuctionImage } from '../../components/auction-image';
import { buttonStyles } from '../../components/button-styles';
import { useMyOffers } from '../../lib/api/list-my-orders';
import { apiErrorText } from '../../lib/api-error-text';
import { useServerNow } from '../../lib/server-clock';
import { useHasSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { answerOffer } from './api/answer-offer';
import { ConfirmDialog } from './components/confirm-dialog';
import { Deadline } from './components/deadline';
import { EmptyState, Loaded, PageFrame } from './components/page-frame';

const statusTones: Record<SecondChanceOffer['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-700 text-white',
  declined: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};

function OfferCard({ offer, now, onDecline }: { offer: SecondChanceOffer; now: number; onDecline: () => void }) {
  const [accepting, setAccepting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = offer.status === 'open' && Date.parse(offer.expiresAt) > now;

  async function accept() {
    setAccepting(true);
    setProblem(null);
    try {
      const message = await answerOffer(offer.id, 'accept');
      if (message) toast.success(message);
    } catch (error) {
      setProblem(apiErrorText(error));
    } finally {
      setAccepting(false);
    }
  }

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex gap-3">
        <AuctionImage photo={offer.image} alt="" sizes="80px" className="h-20 w-20 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[offer.status]}`}
          >
            {m.statuses[offer.status]}
          </span>
          <h3 className="mt-1 leading-snug font-semibold break-words text-slate-900">
            <Link to={`/auctions/${offer.listingId}`} className="hover:underline">
              {offer.title}
            </Link>
          </h3>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{m.yourPrice}</dt>
            <dd className="font-semibold text-slate-900">{formatNaira(offer.price)}</dd>
            {offer.status === 'open' && (
              <>
                <dt className="text-slate-600">{orderLabels.offerEndsIn}</dt>
                <dd>
                  <Deadline at={offer.expiresAt} now={now} />
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {open && (
        <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
          <button
            type="button"
            className={`${buttonStyles.secondary} min-h-11 max-sm:flex-1`}
            aria-label={m.declineOffer(offer.title)}
            onClick={onDecline}
          >
            {m.decline}
          </button>
          <button
            type="button"
            className={`${buttonStyles.primary} min-h-11 max-sm:flex-1`}
            aria-label={m.acceptOffer(offer.title)}
            disabled={accepting}
            onClick={() => void accept()}
          >
            {accepting ? m.working : m.accept}
          </button>
        </div>
      )}
      {offer.status === 'accepted' && offer.orderId && (
        <div className="mt-3 flex sm:justify-end">
          <Link to="/cart" className={`${buttonStyles.primary} min-h-11 max-sm:w-full`}>
            {m.goToCart}
          </Link>
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
    </li>
  );
}

/** `/offers`: second-chance offers to the user, with Accept and Decline while open and the time left. */
export default function OffersPage() {
  useDocumentTitle(m.title);
  const signedIn = useHasSession();
  const offers = useMyOffers(signedIn);
  const now = useServerNow(LIVE_COUNTDOWN_TICK_MS);
  const [declining, setDeclining] = useState<SecondChanceOffer | null>(null);
  if (!signedIn) return <Navigate to="/login" replace />;

  return (
    <PageFrame title={m.title} intro={m.intro}>
      <Loaded query={offers}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState text={m.empty} />
          ) : (
            <ul className="grid gap-3">
              {[...items]
                .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
                .map((offer) => (
                  <OfferCard key={offer.id} offer={offer} now={now} onDecline={() => setDeclining(offer)} />
                ))}
            </ul>
          )
        }
      </Loaded>
      {declining && (
        <ConfirmDialog
          title={m.declineTitle}
          body={m.declineBody}
          confirmLabel={m.decline}
          busyLabel={m.working}
          cancelLabel={m.keepOffer}
          run={() => answerOffer(declining.id, 'decline')}
          onClose={() => setDeclining(null)}
          tone="danger"
        />
      )}
    </PageFrame>
  );
}
