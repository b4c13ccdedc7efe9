import type { UseFormReturn } from 'react-hook-form';
import { LISTING_LIMITS } from '@naijabid/shared/constants';
import { NIGERIAN_STATES } from '@naijabid/shared/nigerian-states';
import { listingDeliveryLabels as m } from '@naijabid/shared/messages/listing-wizard';
import type { CreateListingRequest, ListingFormValues } from '../listing-form-schema';
import { MoneyField, SelectField, TextField } from './listing-fields';

interface ListingDeliveryStepProps {
  form: UseFormReturn<ListingFormValues, unknown, CreateListingRequest>;
  /** The state chosen so far, to name the delivery within it. */
  locationState: string;
  deliversInState: boolean;
  deliversOtherStates: boolean;
}

const checkboxStyles = 'h-4 w-4 shrink-0 accent-emerald-700';

/** The listing wizard's fourth step: where the item is and how it reaches the buyer. */
export function ListingDeliveryStep({
  form,
  locationState,
  deliversInState,
  deliversOtherStates,
}: ListingDeliveryStepProps) {
  const { errors } = form.formState;
  const waysError = errors.pickup?.message;
  return (
    <div className="mt-4">
      <p className="mb-4 text-sm text-slate-700">{m.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={m.state} error={errors.locationState?.message} {...form.register('locationState')}>
          <option value="">{m.chooseState}</option>
          {NIGERIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.city}
          maxLength={LISTING_LIMITS.cityMax}
          autoComplete="address-level2"
          hint={m.cityHint}
          error={errors.locationCity?.message}
          {...form.register('locationCity')}
        />
        <fieldset className="sm:col-span-2" aria-describedby={waysError ? 'delivery-ways-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{m.ways}</legend>
          <div className="mt-2 space-y-3">
            <label className="flex items-center gap-2 text-slate-900">
              <input type="checkbox" className={checkboxStyles} {...form.register('pickup')} />
              {m.pickup}
            </label>
            <label className="flex items-center gap-2 text-slate-900">
              <input type="checkbox" className={checkboxStyles} {...form.register('deliversInState')} />
              {m.deliversInState(locationState)}
            </label>
            {deliversInState && (
              <div className="pl-6 sm:max-w-xs">
                <MoneyField
                  label={m.deliveryFeeInState(locationState)}
                  hint={m.feeHint}
                  error={errors.deliveryFeeInState?.message}
                  {...form.register('deliveryFeeInState')}
                />
              </div>
            )}
            <label className="flex items-center gap-2 text-slate-900">
              <input type="checkbox" className={checkboxStyles} {...form.register('deliversOtherStates')} />
              {m.deliversOtherStates}
            </label>
            {deliversOtherStates && (
              <div className="pl-6 sm:max-w-xs">
                <MoneyField
                  label={m.deliveryFeeOtherStates}
                  hint={m.feeHint}
                  error={errors.deliveryFeeOtherStates?.message}
                  {...form.register('deliveryFeeOtherStates')}
                />
              </div>
            )}
          </div>
          {waysError && (
            <p id="delivery-ways-error" role="alert" className="mt-2 text-sm text-red-700">
              {waysError}
            </p>
          )}
        </fieldset>
      </div>
    </div>
  );
}
