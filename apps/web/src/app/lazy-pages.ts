import { lazy } from 'react';
import { loadBidDialogAhead } from '../features/bidding/place-bid-button';

/**
 * Every route except the landing page is its own chunk (bulletproof-react), so the first
 * load of `/` carries no forms, validation or toast code.
 */
export const MarketplaceHomePage = lazy(() => import('../features/marketplace/marketplace-home-page'));
export const RegisterPage = lazy(() => import('../features/auth/register-page'));
export const LoginPage = lazy(() => import('../features/auth/login-page'));
export const VerifyPage = lazy(() => import('../features/auth/verify-page'));
export const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
export const GoogleSignInPage = lazy(() => import('../features/auth/google-sign-in-page'));
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
export const WalletPage = lazy(() => import('../features/wallet/wallet-page'));
/** Place Bid is what the auction page is for: its dialog's code comes along (signed in). */
export const AuctionPage = lazy(() => {
  loadBidDialogAhead();
  return import('../features/auction/auction-page');
});
export const SearchPage = lazy(() => import('../features/search/search-page'));
export const WinnersPage = lazy(() => import('../features/marketplace/winners-page'));
export const MyListingsPage = lazy(() => import('../features/selling/my-listings-page'));
export const NewListingPage = lazy(() => import('../features/selling/new-listing-page'));
export const CartPage = lazy(() => import('../features/orders/cart-page'));
export const OrdersPage = lazy(() => import('../features/orders/orders-page'));
export const OrderPage = lazy(() => import('../features/orders/order-page'));
export const ReceiptPage = lazy(() => import('../features/orders/receipt-page'));
export const SalesPage = lazy(() => import('../features/orders/sales-page'));
export const OffersPage = lazy(() => import('../features/orders/offers-page'));
export const SellerProfilePage = lazy(() => import('../features/sellers/seller-profile-page'));
export const SettingsPage = lazy(() => import('../features/settings/settings-page'));
export const VerifySellerPage = lazy(() => import('../features/settings/verify/verify-seller-page'));
export const WatchlistPage = lazy(() => import('../features/watchlist/watchlist-page'));
export const NotificationSettingsPage = lazy(() => import('../features/notifications/notification-settings-page'));
export const VerifyAuctionPage = lazy(() => import('../features/auction/verify-auction-page'));

export const TermsPage = lazy(() => import('../features/content/pages/terms'));
export const PrivacyPage = lazy(() => import('../features/content/pages/privacy'));
export const AboutPage = lazy(() => import('../features/content/pages/about'));
export const PricingPage = lazy(() => import('../features/content/pages/pricing'));
export const ProductPage = lazy(() => import('../features/content/pages/product'));
export const ContactPage = lazy(() => import('../features/content/pages/contact'));
export const TipsPage = lazy(() => import('../features/content/pages/tips'));
export const TipArticlePage = lazy(() => import('../features/content/pages/tip-article'));
export const HelpPage = lazy(() => import('../features/content/pages/help'));
export const ShippingPage = lazy(() => import('../features/content/pages/shipping'));
export const BuyerProtectionPage = lazy(() => import('../features/content/pages/buyer-protection'));
export const VendorPage = lazy(() => import('../features/content/pages/vendor'));
export const NotFoundPage = lazy(() => import('../features/content/pages/not-found'));

/** The operator console: one chunk for its layout and routes, each section's page its own. */
export const AdminApp = lazy(() => import('../features/admin/admin-app'));
