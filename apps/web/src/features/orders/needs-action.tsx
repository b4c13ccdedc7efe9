import { Link } from 'react-router';
import { needsActionLabels as m } from '@naijabid/shared/messages/orders';
import { returnPageLabels } from '@naijabid/shared/messages/returns';
import type { Order, SecondChanceOffer } from '@naijabid/shared/schemas/orders';
import { useMyOffers, useMyOrders, useMySales } from '../../lib/api/list-my-orders';
import { Deadline } from './components/deadline';
import { currentDeadline } from './order-deadline';

interface Task {
  key: string;
  text: string;
  to: string;
  deadlineLabel: string;
  at: string;
}

function orderTasks(orders: readonly Order[] | undefined): Task[] {
  return (orders ?? []).flatMap((order): Task[] => {
    const task = (text: string, to: string, at: string | null) =>
      at ? [{ key: `${order.id}-${text}`, text, to, deadlineLabel: m.dueIn, at }] : [];
    if (order.actions.includes('pay')) return task(m.pay(order.title), '/cart', order.dueAt);
    if (order.actions.includes('ship')) return task(m.ship(order.title), `/orders/${order.id}`, order.shipBy);
    if (order.actions.includes('confirm_delivery'))
      return task(m.confirm(order.title), `/orders/${order.id}`, order.confirmBy);
    // A return waiting on this user (docs/product.md#returns), by the deadline of its wait.
    const waiting = currentDeadline(order);
    if (waiting && order.return && order.actions.length > 0)
      return task(returnPageLabels.waitingOnYou(order.title), `/orders/${order.id}`, waiting.at);
    return [];
  });
}

function offerTasks(offers: readonly SecondChanceOffer[] | undefined): Task[] {
  return (offers ?? [])
    .filter((offer) => offer.status === 'open')
    .map((offer) => ({
      key: offer.id,
      text: m.offer(offer.title),
      to: '/offers',
      deadlineLabel: m.endsIn,
      at: offer.expiresAt,
    }));
}

/**
 * The top of the dashboard: what the user must do now, the closest deadline first: orders
 * to pay (as buyer), to ship (as seller), deliveries to confirm and open second-chance offers.
 */
export function NeedsYourAction({ seller, now }: { seller: boolean; now: number }) {
  const orders = useMyOrders();
  const sales = useMySales(seller);
  const offers = useMyOffers();
  const tasks = [...orderTasks(orders.data), ...orderTasks(sales.data), ...offerTasks(offers.data)]
    .filter((task) => Date.parse(task.at) > now)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const loading = orders.data === undefined || offers.data === undefined || (seller && sales.data === undefined);
  const failed = orders.error ?? offers.error ?? sales.error;

  return (
    <section
      aria-labelledby="needs-action-title"
      className={`rounded-2xl border p-4 sm:p-5 ${tasks.length > 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="needs-action-title" className="text-lg font-bold text-slate-900">
        {m.title}
        {tasks.length > 0 && (
          <span className="ml-2 inline-grid h-6 min-w-6 place-items-center rounded-full bg-amber-500 px-1.5 align-middle text-sm text-slate-950">
            {tasks.length}
          </span>
        )}
      </h2>
      {tasks.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {tasks.map((task) => (
            <li key={task.key}>
              <Link
                to={task.to}
                className="flex min-h-11 flex-col gap-0.5 rounded-xl border border-amber-200 bg-white px-3 py-2 hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <span className="font-semibold break-words text-slate-900">{task.text}</span>
                <span className="shrink-0 text-sm">
                  <span className="text-slate-600">{task.deadlineLabel} </span>
                  <Deadline at={task.at} now={now} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        !loading && !failed && <p className="mt-1 text-sm text-slate-700">{m.nothing}</p>
      )}
      {failed && tasks.length === 0 && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {m.loadFailed}
        </p>
      )}
    </section>
  );
}
