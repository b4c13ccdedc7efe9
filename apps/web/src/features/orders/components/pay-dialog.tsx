import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { NIGERIAN_STATES } from '@naijabid/shared/nigerian-states';
import { serverMessages } from '@naijabid/shared/messages';
import { orderLabels, payDialogLabels as m } from '@naijabid/shared/messages/orders';
import { formatNaira } from '@naijabid/shared/money';
import type { DeliveryOptions, Order } from '@naijabid/shared/schemas/orders';
import { deliveryAddressSchema, type DeliveryChoice } from '@naijabid/shared/schemas/pay-requests';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useDepositLimits } from '../../../lib/api/get-deposit-limits';
import { startDeposit } from '../../../lib/api/start-deposit';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { goToCheckout } from '../../../lib/checkout';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCurrentUser } from '../../../lib/account/get-current-user';
import { usePhoneStatus } from '../../../lib/api/get-phone-status';
import { useMyOrders } from '../../../lib/api/list-my-orders';
import { payOrder } from '../api/pay-order';
import { rememberedAddress, type AddressStart } from '../remembered-address';
import { rememberPaymentByDeposit } from '../payment-by-deposit';
import { Row, SelectField, TextField } from './fields';

type Method = DeliveryChoice['method'];

/** The listing's fee to `state`: inside the seller's state or outside it; null where it does not deliver. */
export function deliveryFeeTo(options: DeliveryOptions, state: string): number | null {
  return state === options.state ? options.feeInState : options.feeOtherStates;
}

function place(options: DeliveryOptions): string {
  return [options.city, options.state].filter(Boolean).join(', ');
}

/** The wallet lacks `shortBy`: a deposit of that (at least the smallest deposit taken) pays the order on arrival. */
interface Shortfall {
  message: string;
  depositKobo: number;
  delivery: DeliveryChoice;
}

/**
 * Pays a won item: pickup or delivery to an address, the breakdown of what leaves the
 * wallet, then the payment. One Idempotency-Key per attempt: a retry of a payment whose
 * answer was lost sends the same key, so the server answers it instead of paying twice.
 */
export function PayDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const options = order.deliveryOptions;
  const pickupAvailable = options.pickup;
  const deliveryAvailable = options.feeInState !== null || options.feeOtherStates !== null;
  const [method, setMethod] = useState<Method>(pickupAvailable || !deliveryAvailable ? 'pickup' : 'delivery');
  const [busy, setBusy] = useState<'paying' | 'depositing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const depositLimits = useDepositLimits();
  const ids = { method: useId(), breakdown: useId() };

  const form = useForm<z.input<typeof deliveryAddressSchema>, unknown, z.output<typeof deliveryAddressSchema>>({
    resolver: zodResolver(deliveryAddressSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { fullName: '', phone: '', street: '', city: '' },
  });
  const { errors } = form.formState;
  const start = rememberedAddress(useMyOrders().data, useCurrentUser(true).data?.user, usePhoneStatus().data);
  // The remembered address arrives with its queries: it fills only what the buyer has not typed.
  const startKey = JSON.stringify(start);
  useEffect(() => {
    const remembered = JSON.parse(startKey) as AddressStart;
    for (const field of ['fullName', 'phone', 'street', 'city', 'state'] as const) {
      const value = remembered[field];
      if (!value || form.getFieldState(field).isDirty || form.getValues(field)) continue;
      if (field === 'state' && deliveryFeeTo(options, value) === null) continue;
      form.setValue(field, value as never);
    }
  }, [startKey, form, options]);
  const chosenState = useWatch({ control: form.control, name: 'state' }) as string | undefined;
  const stateFee = chosenState ? deliveryFeeTo(options, chosenState) : null;
  // Delivery's fee, and so the total, is known only once the state is chosen: until then no
  // amount is shown that would change.
  const feeKobo = method === 'pickup' ? 0 : stateFee;
  // As the server pays: the security held counts towards the price and the fee alike.
  const totalKobo = order.price + (feeKobo ?? 0);
  const fromSecurityKobo = Math.min(order.securityHeld, totalKobo);
  const toPayKobo = feeKobo === null ? null : totalKobo - fromSecurityKobo;

  async function pay(delivery: DeliveryChoice) {
    const body = JSON.stringify(delivery);
    const sending = attempt.current?.body === body ? attempt.current : { body, key: newIdempotencyKey() };
    attempt.current = sending;
    setBusy('paying');
    setProblem(null);
    setShortfall(null);
    try {
      const answer = await payOrder(order.id, delivery, sending.key);
      toast.success(answer.message ?? serverMessages.orderPaid);
      onClose();
    } catch (error) {
      // A refusal is the server's final word on that attempt; without an answer, or on a
      // server failure, the money may have moved, so the next try keeps the key.
      if (error instanceof ApiError && error.status !== undefined && error.status < 500) attempt.current = null;
      if (error instanceof ApiError && error.code === 'insufficient_funds' && error.shortBy !== undefined) {
        setShortfall({
          message: apiErrorText(error),
          depositKobo: Math.max(error.shortBy, depositLimits.min),
          delivery,
        });
      } else {
        setProblem(apiErrorText(error));
      }
      setBusy(null);
    }
  }

  async function depositAndPay(missing: Shortfall) {
    setBusy('depositing');
    setProblem(null);
    try {
      const deposit = await startDeposit({
        amount: missing.depositKobo,
        payOrder: { orderId: order.id, delivery: missing.delivery },
      });
      rememberPaymentByDeposit({ orderId: order.id, reference: deposit.reference, startedAt: Date.now() });
      goToCheckout(deposit.checkoutUrl);
    } catch (error) {
      setProblem(apiErrorText(error));
      setBusy(null);
    }
  }

  // Another way to get the item costs another amount: an earlier shortfall no longer applies.
  function choose(next: Method) {
    setMethod(next);
    setShortfall(null);
    setProblem(null);
  }

  const radioClass =
    'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

  return (
    <Modal title={m.title} onClose={onClose} closeLabel={orderLabels.close}>
      <p className="truncate text-sm text-slate-700">{order.title}</p>
      <form
        noValidate
        className="mt-4"
        onSubmit={(event) => {
          if (method === 'pickup') {
            event.preventDefault();
            void pay({ method: 'pickup' });
          } else {
            void form.handleSubmit((address) => pay({ method: 'delivery', address }))(event);
          }
        }}
      >
        <fieldset>
          <legend id={ids.method} className="text-sm font-semibold text-slate-900">
            {m.howToGet}
          </legend>
          <div className="mt-2 grid gap-2">
            <label className={radioClass}>
              <input
                type="radio"
                name="method"
                value="pickup"
                checked={method === 'pickup'}
                disabled={!pickupAvailable}
                onChange={() => choose('pickup')}
                className="mt-1 h-4 w-4 accent-emerald-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{m.pickup}</span>
                <span className="block text-sm text-slate-700">
                  {pickupAvailable ? m.pickupWhere(place(options)) : m.pickupUnavailable}
                </span>
              </span>
            </label>
            <label className={radioClass}>
              <input
                type="radio"
                name="method"
                value="delivery"
                checked={method === 'delivery'}
                disabled={!deliveryAvailable}
                onChange={() => choose('delivery')}
                className="mt-1 h-4 w-4 accent-emerald-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{m.delivery}</span>
                <span className="block text-sm text-slate-700">
                  {deliveryAvailable
                    ? m.deliveryFees(
                        options.feeInState === null ? null : formatFee(options.feeInState),
                        options.feeOtherStates === null ? null : formatFee(options.feeOtherStates),
                        options.state,
                      )
                    : m.deliveryUnavailable}
                </span>
              </span>
            </label>
          </div>
        </fieldset>

        {method === 'delivery' && (
          <fieldset className="mt-4 grid gap-3">
            <legend className="text-sm font-semibold text-slate-900">{m.address}</legend>
            <TextField
              label={m.fullName}
              autoComplete="name"
              error={errors.fullName?.message}
              {...form.register('fullName')}
            />
            <TextField
              label={m.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <TextField
              label={m.street}
              autoComplete="street-address"
              error={errors.street?.message}
              {...form.register('street')}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={m.city}
                autoComplete="address-level2"
                error={errors.city?.message}
                {...form.register('city')}
              />
              <SelectField
                label={m.state}
                autoComplete="address-level1"
                defaultValue=""
                error={errors.state?.message}
                hint={options.feeOtherStates === null && options.state ? m.deliveryOnlyIn(options.state) : undefined}
                {...form.register('state')}
              >
                <option value="" disabled>
                  {m.chooseState}
                </option>
                {NIGERIAN_STATES.map((state) => {
                  const deliverable = deliveryFeeTo(options, state) !== null;
                  return (
                    <option key={state} value={state} disabled={!deliverable}>
                      {deliverable ? state : m.noDeliveryTo(state)}
                    </option>
                  );
                })}
              </SelectField>
            </div>
          </fieldset>
        )}

        <section aria-labelledby={ids.breakdown} className="mt-4">
          <h3 id={ids.breakdown} className="text-sm font-semibold text-slate-900">
            {m.breakdown}
          </h3>
          <dl className="mt-1 divide-y divide-slate-100 rounded-xl border border-slate-200 px-3">
            <Row label={orderLabels.price}>{formatNaira(order.price)}</Row>
            {fromSecurityKobo > 0 && <Row label={orderLabels.securityHeld}>−{formatNaira(fromSecurityKobo)}</Row>}
            {method === 'pickup' ? (
              <Row label={m.pickup}>{m.noDeliveryFee}</Row>
            ) : (
              <Row label={orderLabels.deliveryFee}>{stateFee === null ? m.chooseStateForFee : formatFee(stateFee)}</Row>
            )}
            {toPayKobo === null ? (
              // A sentence, not a figure: on its own line under the label, where a phone has room for it.
              <div className="py-1.5">
                <dt className="font-semibold text-slate-900">{orderLabels.toPay}</dt>
                <dd data-testid="to-pay" className="text-sm text-slate-700">
                  {m.chooseStateForTotal}
                </dd>
              </div>
            ) : (
              <Row label={orderLabels.toPay} strong>
                <span data-testid="to-pay">{formatNaira(toPayKobo)}</span>
              </Row>
            )}
          </dl>
        </section>

        <div aria-live="polite">
          {shortfall && (
            <div
              role="alert"
              className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <p>{shortfall.message}</p>
              <button
                type="button"
                className={`${buttonStyles.accent} mt-2 min-h-11 w-full`}
                disabled={busy !== null}
                onClick={() => void depositAndPay(shortfall)}
              >
                {busy === 'depositing' ? m.startingDeposit : m.depositAndPay(formatNaira(shortfall.depositKobo))}
              </button>
              <p className="mt-1 text-xs text-amber-900">{m.depositHint}</p>
            </div>
          )}
        </div>
        {problem && (
          <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}

        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy !== null}>
            {busy === 'paying'
              ? m.submitting
              : toPayKobo === null
                ? m.submitWithoutAmount
                : m.submit(formatNaira(toPayKobo))}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function formatFee(feeKobo: number): string {
  return feeKobo === 0 ? orderLabels.free : formatNaira(feeKobo);
}
