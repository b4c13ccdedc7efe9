import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { HANDOVER_CODE } from '@naijabid/shared/constants';
import { handoverLabels as m } from '@naijabid/shared/messages/receipts';
import { orderLabels } from '@naijabid/shared/messages/orders';
import { handOverRequestSchema, type HandOverRequest } from '@naijabid/shared/schemas/orders';
import { buttonStyles } from '../../../components/button-styles';
import { DigitsField } from '../../../components/digits-field';
import { Modal } from '../../../components/modal';
import { apiErrorText } from '../../../lib/api-error-text';
import { handOver } from '../api/hand-over';

/** The seller types the code the buyer shows at pickup; a wrong one is answered with the tries left or the wait. */
export function HandOverDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const form = useForm<HandOverRequest>({
    resolver: zodResolver(handOverRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const message = await handOver(orderId, code);
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      form.setError('root', { message: apiErrorText(error) });
    }
  });

  return (
    <Modal title={m.dialogTitle} onClose={onClose} closeLabel={orderLabels.close}>
      <p className="mt-1 text-sm text-slate-700">{m.dialogIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3">
        <DigitsField
          label={m.codeField}
          digits={HANDOVER_CODE.digits}
          autoComplete="one-time-code"
          autoFocus
          error={errors.code?.message}
          {...form.register('code')}
        />
        {errors.root && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={isSubmitting}>
            {isSubmitting ? m.submitting : m.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
