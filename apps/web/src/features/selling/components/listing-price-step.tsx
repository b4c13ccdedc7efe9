import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { listingPriceLabels as m } from '@naijabid/shared/messages/listing-wizard';
import { relistLabels } from '@naijabid/shared/messages/saved-searches';
import { formatNaira } from '@naijabid/shared/money';
import {
  DURATION_CHOICES,
  RELIST_PRICE_DROP_CHOICES,
  RELIST_TIMES_CHOICES,
  type CreateListingRequest,
  type ListingFormValues,
} from '../listing-form-schema';
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
  /** The relists chosen, as the field holds them: with none, the price cut does not apply. */
  relistTimes: string;
  /**
   * The price above which publishing needs a verified seller, for a seller not verified; null
   * once verified. Said here, where the price is chosen, rather than only by Publish's refusal.
   */
  verificationLimitKobo: number | null;
}

/** The listing wizard's third step: prices, duration and start. */
export function ListingPriceStep({
  form,
  durationMinutes,
  startMode,
  restarts,
  minStart,
  relistTimes,
  verificationLimitKobo,
}: ListingPriceStepProps) {
  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {verificationLimitKobo !== null && (
        <p
          data-testid="verification-limit"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900 sm:col-span-2"
        >
          {m.verificationLimit(formatNaira(verificationLimitKobo))}{' '}
          <Link to="/settings/verify" className="font-semibold text-emerald-800 underline">
            {m.verifyLink}
          </Link>
        </p>
      )}
      <MoneyField
        label={m.startingPrice}
        hint={m.startingPriceHint}
        error={errors.startingPrice?.message}
        {...form.register('startingPrice')}
      />
      <MoneyField
        label={m.reservePrice}
        hint={m.reservePriceHint}
        error={errors.reservePrice?.message}
        {...form.register('reservePrice')}
      />
      <MoneyField
        label={m.buyNowPrice}
        hint={m.buyNowPriceHint}
        error={errors.buyNowPrice?.message}
        {...form.register('buyNowPrice')}
      />
      <SelectField label={m.duration} error={errors.durationMinutes?.message} {...form.register('durationMinutes')}>
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
        <legend className="text-sm font-medium text-slate-800">{m.start}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-slate-900">
            <input type="radio" value="now" className="h-4 w-4 accent-emerald-700" {...form.register('startMode')} />
            {restarts ? m.restartOnSave : m.startOnPublish}
          </label>
          <label className="flex items-center gap-2 text-slate-900">
            <input type="radio" value="later" className="h-4 w-4 accent-emerald-700" {...form.register('startMode')} />
            {m.startLater}
          </label>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-sm font-medium text-slate-800">{relistLabels.title}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{relistLabels.hint}</p>
        <SelectField label={relistLabels.times} error={errors.relistTimes?.message} {...form.register('relistTimes')}>
          {RELIST_TIMES_CHOICES.map((times) => (
            <option key={times} value={times}>
              {relistLabels.timesChoice(times)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={relistLabels.priceDrop}
          error={errors.relistPriceDropPercent?.message}
          disabled={relistTimes === '0'}
          {...form.register('relistPriceDropPercent')}
        >
          {RELIST_PRICE_DROP_CHOICES.map((percent) => (
            <option key={percent} value={percent}>
              {relistLabels.priceDropChoice(percent)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {startMode === 'later' && (
        <TextField
          type="datetime-local"
          label={m.startAt}
          min={minStart}
          hint={m.startAtHint}
          error={errors.startsAt?.message}
          {...form.register('startsAt')}
        />
      )}
    </div>
  );
}
