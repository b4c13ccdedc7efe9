/**
 * Where an item is and how it travels, as cards say it in one line ("Ikeja, Lagos · Delivery
 * from ₦2,500"). The landing's first load carries them, so, as in top-bar.ts, each is a
 * constant of its own, imported as `* as itemLocation`.
 */
export const place = (city: string, state: string) => `${city}, ${state}`;
/** Read before the place by screen readers, which do not see the pin. */
export const locatedIn = 'Item location: ';
export const pickupOnly = 'Pickup only';
export const freeDelivery = 'Free delivery';
export const deliveryFrom = (fee: string) => `Delivery from ${fee}`;
