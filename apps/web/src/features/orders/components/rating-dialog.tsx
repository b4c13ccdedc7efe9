import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { orderLabels } from '@naijabid/shared/messages/orders';
import { ratingLabels as m } from '@naijabid/shared/messages/ratings';
import { RATING_LIMITS, STARS_MAX } from '@naijabid/shared/ratings';
import type { Order } from '@naijabid/shared/schemas/orders';
import { rateOrderRequestSchema, type RateOrderRequest } from '@naijabid/shared/schemas/ratings';
import { buttonStyles } from '../../../components/button-styles';
import { StarIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { apiErrorText } from '../../../lib/api-error-text';
import { rateOrder } from '../api/rate-order';
import { TextAreaField } from './fields';

const STAR_CHOICES = Array.from({ length: STARS_MAX }, (_, index) => index + 1);

/**
 * Stars and a comment for the other party of a completed order, checked by the schema the
 * server checks with. A rating already given opens with its stars and comment, to change.
 */
export function RatingDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const form = useForm<RateOrderRequest>({
    resolver: zodResolver(rateOrderRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { stars: order.yourRating?.stars ?? 0, comment: order.yourRating?.comment ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The stars are radios kept by hand: a registered radio would hand the schema "4", not 4.
  const chosen = useWatch({ control: form.control, name: 'stars' });
  const commentLength = useWatch({ control: form.control, name: 'comment' })?.length ?? 0;

  const submit = form.handleSubmit(async (rating) => {
    try {
      const message = await rateOrder(order.id, rating);
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      form.setError('root', { message: apiErrorText(error) });
    }
  });

  return (
    <Modal title={m.dialogTitle(order.counterpart)} onClose={onClose} closeLabel={orderLabels.close}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <fieldset aria-describedby={errors.stars ? 'rating-stars-error' : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{m.starsLegend}</legend>
          <div className="mt-2 flex items-center gap-1">
            {STAR_CHOICES.map((stars) => (
              <label key={stars} className="relative grid h-11 w-11 cursor-pointer place-items-center rounded-lg">
                <input
                  type="radio"
                  name="stars"
                  value={stars}
                  checked={stars === chosen}
                  onChange={() => form.setValue('stars', stars, { shouldValidate: form.formState.isSubmitted })}
                  aria-label={m.star(stars)}
                  className="peer absolute inset-0 cursor-pointer opacity-0"
                  aria-invalid={errors.stars ? true : undefined}
                />
                <StarIcon
                  width={32}
                  height={32}
                  strokeWidth={1.5}
                  fill={stars <= chosen ? 'currentColor' : 'none'}
                  className={`rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-700 ${
                    stars <= chosen ? 'text-amber-500' : 'text-slate-400'
                  }`}
                />
              </label>
            ))}
            {chosen > 0 && <span className="ml-2 text-sm font-semibold text-slate-800">{m.starWords[chosen - 1]}</span>}
          </div>
          {errors.stars && (
            <p id="rating-stars-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.stars.message}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={m.comment}
          placeholder={m.commentPlaceholder}
          hint={m.commentHint(Math.max(0, RATING_LIMITS.commentMax - commentLength))}
          error={errors.comment?.message}
          {...form.register('comment')}
        />
        {errors.root && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={isSubmitting}>
            {isSubmitting ? m.saving : m.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
