import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { orderLabels, orderPageLabels as m, payDialogLabels } from '@naijabid/shared/messages/orders';
import { shipOrderRequestSchema, type ShipOrderRequest } from '@naijabid/shared/schemas/orders';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { apiErrorText } from '../../../lib/api-error-text';
import { returnPageLabels } from '@naijabid/shared/messages/returns';
import { shipReturn } from '../api/return-steps';
import { shipOrder } from '../api/ship-order';
import { TextField } from './fields';

/**
 * The seller's courier and tracking number, checked by the shared schema the server uses; or,
 * for a return, the buyer's on the way back.
 */
export function ShipDialog({
  orderId,
  onClose,
  returning = false,
}: {
  orderId: string;
  onClose: () => void;
  returning?: boolean;
}) {
  const form = useForm<ShipOrderRequest>({
    resolver: zodResolver(shipOrderRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (shipment) => {
    try {
      const message = await (returning ? shipReturn : shipOrder)(orderId, shipment);
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      form.setError('root', { message: apiErrorText(error) });
    }
  });

  return (
    <Modal
      title={returning ? returnPageLabels.shipReturnTitle : m.shipTitle}
      onClose={onClose}
      closeLabel={orderLabels.close}
    >
      <p className="mt-1 text-sm text-slate-700">{returning ? returnPageLabels.shipReturnIntro : m.shipIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3">
        <TextField
          label={m.carrier}
          placeholder={m.carrierPlaceholder}
          autoFocus
          error={errors.carrier?.message}
          {...form.register('carrier')}
        />
        <TextField
          label={m.trackingNumber}
          autoComplete="off"
          error={errors.trackingNumber?.message}
          {...form.register('trackingNumber')}
        />
        {errors.root && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button type="button" className={`${buttonStyles.ghost} min-h-11`} onClick={onClose}>
            {payDialogLabels.cancel}
          </button>
          <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={isSubmitting}>
            {isSubmitting ? m.savingShipment : returning ? returnPageLabels.shipReturn : m.submitShip}
          </button>
        </div>
      </form>
    </Modal>
  );
}
