import type { UseFormReturn } from 'react-hook-form';
import { CATEGORIES, LISTING_CONDITION_LABELS, LISTING_CONDITIONS, LISTING_LIMITS } from '@naijabid/shared/constants';
import { listingDetailsLabels as m } from '@naijabid/shared/messages/listing-wizard';
import type { CreateListingRequest, ListingFormValues } from '../listing-form-schema';
import { SelectField, TextAreaField, TextField } from './listing-fields';

/** The listing wizard's second step: what the item is. */
export function ListingDetailsStep({
  form,
}: {
  form: UseFormReturn<ListingFormValues, unknown, CreateListingRequest>;
}) {
  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={m.title}
          maxLength={LISTING_LIMITS.titleMax}
          hint={m.titleHint}
          error={errors.title?.message}
          {...form.register('title')}
        />
      </div>
      <SelectField label={m.category} error={errors.category?.message} {...form.register('category')}>
        <option value="">{m.chooseCategory}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField label={m.condition} error={errors.condition?.message} {...form.register('condition')}>
        <option value="">{m.chooseCondition}</option>
        {LISTING_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {LISTING_CONDITION_LABELS[condition]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextField
          label={m.brand}
          maxLength={LISTING_LIMITS.brandMax}
          hint={m.brandHint}
          error={errors.brand?.message}
          {...form.register('brand')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={m.description}
          rows={6}
          maxLength={LISTING_LIMITS.descriptionMax}
          hint={m.descriptionHint}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
    </div>
  );
}
