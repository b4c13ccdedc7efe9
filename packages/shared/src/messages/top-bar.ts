/**
 * The top bar's labels. The landing's first load carries them, so each is a constant of its
 * own, imported as a namespace (`import * as topBar`): the bundle then holds plain strings,
 * where an object would also carry every key and every property read.
 */
export const mainNav = 'Main';
export const auctions = 'Auctions';
export const categories = 'Categories';
export const terms = 'Terms';
export const privacy = 'Privacy';
export const wallet = 'Wallet';
export const dashboard = 'Dashboard';
export const logIn = 'Log in';
export const settings = 'Settings';
export const cart = 'Cart';
/** The cart's label for screen readers with its badge, e.g. "Cart, 2 to pay". */
export const cartToPay = (count: number) => `Cart, ${count} to pay`;
