import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { RETURN_REASONS } from '@naijabid/shared/constants';
import { orderLabels, payDialogLabels } from '@naijabid/shared/messages/orders';
import { returnPageLabels as m, returnReasonLabels } from '@naijabid/shared/messages/returns';
import type { Photo } from '@naijabid/shared/schemas/listings';
import { requestReturnRequestSchema, type RequestReturnRequest } from '@naijabid/shared/schemas/orders';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { apiErrorText } from '../../../lib/api-error-text';
import { requestReturn } from '../api/return-steps';
import { DisputePhotoPicker } from './dispute-photos';
import { TextAreaField } from './fields';

/** What is wrong with the item, in words and up to five photos (uploaded as a dispute's are). */
export function ReturnDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const form = useForm<RequestReturnRequest>({
    resolver: zodResolver(requestReturnRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { details: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);

  const submit = form.handleSubmit(async (request) => {
    try {
      const message = await requestReturn(orderId, { ...request, photoIds: photos.map((photo) => photo.id) });
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      form.setError('root', { message: apiErrorText(error) });
    }
  });

  return (
    <Modal title={m.askReturnTitle} onClose={onClose} closeLabel={orderLabels.close}>
      <p className="mt-1 text-sm text-slate-700">{m.askReturnIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <fieldset aria-describedby={errors.reason ? 'return-reason-error' : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{m.reason}</legend>
          <div className="mt-2 grid gap-2">
            {RETURN_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
              >
                <input
                  type="radio"
                  value={reason}
                  className="h-4 w-4 accent-emerald-700"
                  aria-invalid={errors.reason ? true : undefined}
                  {...form.register('reason')}
                />
                <span className="text-slate-900">{returnReasonLabels[reason]}</span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id="return-reason-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.reason.message}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={m.details}
          hint={m.detailsHint}
          error={errors.details?.message}
          {...form.register('details')}
        />
        <DisputePhotoPicker photos={photos} onChange={setPhotos} onBusyChange={setUploading} />
        {errors.root && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onClose}>
            {payDialogLabels.cancel}
          </button>
          <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={isSubmitting || uploading}>
            {isSubmitting ? m.sending : m.submitReturn}
          </button>
        </div>
      </form>
    </Modal>
  );
}
