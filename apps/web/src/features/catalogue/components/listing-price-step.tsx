import type { UseFormReturn } from 'react-hook-form';
import { DURATION_CHOICES, type CreateListingRequest, type ListingFormValues } from '../listing-form-schema';
import { durationLabel } from './listing-preview';
import { MoneyField, SelectField, TextField } from './listing-fields';

interface ListingPriceStepProps {
  form: UseFormReturn<ListingFormValues, unknown, CreateListingRequest>;
  durationMinutes: string;
  startMode: ListingFormValues['startMode'];
  /** An auction that has already started begins again when saved with "now". */
  restarts: boolean;
  /** The earliest start the picker offers (local time, as the field takes it). */
  minStart: string;
}

/** The listing wizard's third step: prices, duration and start. */
export function ListingPriceStep({ form, durationMinutes, startMode, restarts, minStart }: ListingPriceStepProps) {
  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <MoneyField label="Starting price" hint="The first bid must be at least this." error={errors.startingPrice?.message} {...form.register('startingPrice')} />
      <MoneyField label="Reserve price (optional)" hint="Hidden from buyers. The item sells only if bidding reaches it." error={errors.reservePrice?.message} {...form.register('reservePrice')} />
      <MoneyField label="Buy Now price (optional)" hint="Buyers can end the auction at this price before bidding gets going." error={errors.buyNowPrice?.message} {...form.register('buyNowPrice')} />
      <SelectField label="Duration" error={errors.durationMinutes?.message} {...form.register('durationMinutes')}>
        {!DURATION_CHOICES.some((choice) => String(choice.minutes) === durationMinutes) && durationMinutes && (
          <option value={durationMinutes}>{durationLabel(Number(durationMinutes))}</option>
        )}
        {DURATION_CHOICES.map((choice) => (
          <option key={choice.minutes} value={choice.minutes}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Start</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-slate-900">
            <input type="radio" value="now" className="h-4 w-4 accent-emerald-700" {...form.register('startMode')} />
            {restarts ? 'Restart when I save' : 'As soon as I publish'}
          </label>
          <label className="flex items-center gap-2 text-slate-900">
            <input type="radio" value="later" className="h-4 w-4 accent-emerald-700" {...form.register('startMode')} />
            At a set time
          </label>
        </div>
      </fieldset>
      {startMode === 'later' && (
        <TextField
          type="datetime-local"
          label="Start date and time"
          min={minStart}
          hint="Up to 30 days ahead."
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
      )}
    </div>
  );
}
