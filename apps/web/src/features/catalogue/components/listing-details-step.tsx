import type { UseFormReturn } from 'react-hook-form';
import { CATEGORIES, LISTING_CONDITION_LABELS, LISTING_CONDITIONS, LISTING_LIMITS } from '@naijabid/shared/constants';
import type { CreateListingRequest, ListingFormValues } from '../listing-form-schema';
import { SelectField, TextAreaField, TextField } from './listing-fields';

/** The listing wizard's second step: what the item is. */
export function ListingDetailsStep({ form }: { form: UseFormReturn<ListingFormValues, unknown, CreateListingRequest> }) {
  const { errors } = form.formState;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label="Title" maxLength={LISTING_LIMITS.titleMax} hint="Say what it is: brand, model, size or storage." error={errors.title?.message} {...form.register('title')} />
      </div>
      <SelectField label="Category" error={errors.category?.message} {...form.register('category')}>
        <option value="">Choose a category</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField label="Condition" error={errors.condition?.message} {...form.register('condition')}>
        <option value="">Choose the condition</option>
        {LISTING_CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {LISTING_CONDITION_LABELS[condition]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextField label="Brand" maxLength={LISTING_LIMITS.brandMax} hint="Leave it empty for unbranded goods." error={errors.brand?.message} {...form.register('brand')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          rows={6}
          maxLength={LISTING_LIMITS.descriptionMax}
          hint="What is included, any faults, and how long it has been used."
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
    </div>
  );
}
