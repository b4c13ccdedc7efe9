/**
 * Leaves the app for the payment page with a full navigation: the provider's page is not one
 * of our routes (Paystack's, or the fake Paystack's when the server has no key). Kept in its own
 * module because tests cannot spy on `window.location`.
 */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
