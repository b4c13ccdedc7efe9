import type { DeliveryAddress, Order } from '@naijabid/shared/schemas/orders';
import { formatNigerianMobile } from '@naijabid/shared/phone';
import type { PhoneStatus } from '@naijabid/shared/schemas/phone-status';
import type { PublicUser } from '@naijabid/shared/schemas/auth';

/** What the pay dialog's address starts with: the fields it could fill, none it could not. */
export type AddressStart = Partial<DeliveryAddress>;

/**
 * The buyer's last delivery address (their most recently paid order delivered to an
 * address), or else the account's name and verified phone: nobody types them twice.
 */
export function rememberedAddress(
  orders: readonly Order[] | undefined,
  user: Pick<PublicUser, 'firstName' | 'lastName'> | undefined,
  phone: Pick<PhoneStatus, 'verifiedNumber'> | undefined,
): AddressStart {
  const last = (orders ?? [])
    .filter((order) => order.paidAt && order.delivery?.method === 'delivery' && order.delivery.address)
    .sort((a, b) => Date.parse(b.paidAt!) - Date.parse(a.paidAt!))[0]?.delivery?.address;
  if (last) return { ...last, phone: formatNigerianMobile(last.phone) };
  return {
    ...(user && { fullName: `${user.firstName} ${user.lastName}`.trim() }),
    ...(phone?.verifiedNumber && { phone: formatNigerianMobile(phone.verifiedNumber) }),
  };
}
