import { deliveryLabels as m } from '@naijabid/shared/messages/auction-page';
import { formatNaira } from '@naijabid/shared/money';
import type { DeliveryOptions } from '@naijabid/shared/schemas/listings';
import { PinIcon } from './icons';

function feeText(fee: number): string {
  return fee === 0 ? m.free : formatNaira(fee);
}

/** Where the item is, whether it can be collected, and what delivery costs in and outside the seller's state. */
export function DeliveryDetails({ options }: { options: DeliveryOptions }) {
  const { state, city, pickup, feeInState, feeOtherStates } = options;
  const rows = [
    { label: m.location, value: state && city ? m.place(city, state) : m.locationNotGiven },
    { label: m.pickup, value: pickup ? (city ? m.pickupIn(city) : m.pickupAvailable) : m.notOffered },
    {
      label: state ? m.within(state) : m.withinSellersState,
      value: feeInState === null ? m.notOffered : feeText(feeInState),
    },
    {
      label: m.otherStates,
      value: feeOtherStates !== null ? feeText(feeOtherStates) : state ? m.noDeliveryOutside(state) : m.notOffered,
    },
  ];
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="text-right font-medium text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The auction page's Delivery block. */
export function DeliverySection({ options }: { options: DeliveryOptions }) {
  return (
    <section aria-labelledby="delivery-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="delivery-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <PinIcon width={18} height={18} /> {m.title}
      </h2>
      <DeliveryDetails options={options} />
    </section>
  );
}
