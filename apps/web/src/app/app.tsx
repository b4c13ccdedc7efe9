import { Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import * as Pages from './lazy-pages';
import { MarketplaceLayout, SiteLayout } from './layouts';

/** Every route of docs/product.md#screens-and-routes, footer targets included; `BrowserRouter` keeps the router small. */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="register" element={<Pages.RegisterPage />} />
        <Route path="login" element={<Pages.LoginPage />} />
        <Route path="verify" element={<Pages.VerifyPage />} />
        <Route path="forgot-password" element={<Pages.ForgotPasswordPage />} />
        <Route path="reset-password" element={<Pages.ResetPasswordPage />} />
        <Route path="google-sign-in" element={<Pages.GoogleSignInPage />} />
        <Route path="dashboard" element={<Pages.DashboardPage />} />
        <Route path="wallet" element={<Pages.WalletPage />} />
        <Route path="auctions/:id" element={<Pages.AuctionPage />} />
        <Route path="auctions/:id/verify" element={<Pages.VerifyAuctionPage />} />
        <Route path="search" element={<Pages.SearchPage />} />
        <Route path="sell/new" element={<Pages.NewListingPage />} />
        <Route path="sell/listings" element={<Pages.MyListingsPage />} />
        <Route path="sell/listings/:id/edit" element={<Pages.NewListingPage />} />
        <Route path="cart" element={<Pages.CartPage />} />
        <Route path="orders" element={<Pages.OrdersPage />} />
        <Route path="orders/:id" element={<Pages.OrderPage />} />
        <Route path="orders/:id/receipt" element={<Pages.ReceiptPage />} />
        <Route path="sales" element={<Pages.SalesPage />} />
        <Route path="offers" element={<Pages.OffersPage />} />
        <Route path="sellers/:id" element={<Pages.SellerProfilePage />} />
        <Route path="settings" element={<Pages.SettingsPage />} />
        <Route path="watchlist" element={<Pages.WatchlistPage />} />
        <Route path="settings/notifications" element={<Pages.NotificationSettingsPage />} />
        <Route path="settings/verify" element={<Pages.VerifySellerPage />} />
        <Route path="terms" element={<Pages.TermsPage />} />
        <Route path="privacy" element={<Pages.PrivacyPage />} />
        <Route path="about" element={<Pages.AboutPage />} />
        <Route path="pricing" element={<Pages.PricingPage />} />
        <Route path="product" element={<Pages.ProductPage />} />
        <Route path="contact" element={<Pages.ContactPage />} />
        <Route path="listings" element={<Pages.SearchPage />} />
        <Route path="winners" element={<Pages.WinnersPage />} />
        <Route path="tips" element={<Pages.TipsPage />} />
        <Route path="tips/:slug" element={<Pages.TipArticlePage />} />
        <Route path="help" element={<Pages.HelpPage />} />
        <Route path="shipping" element={<Pages.ShippingPage />} />
        <Route path="buyer-protection" element={<Pages.BuyerProtectionPage />} />
        <Route path="vendor" element={<Pages.VendorPage />} />
        <Route path="admin/*" element={<Pages.AdminApp notFound={<Pages.NotFoundPage />} />} />
        <Route path="*" element={<Pages.NotFoundPage />} />
      </Route>
      <Route element={<MarketplaceLayout />}>
        <Route path="auctions" element={<Pages.MarketplaceHomePage />} />
      </Route>
    </Routes>
  );
}
