import { useDocumentTitle } from '../../lib/use-document-title';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { ArticlesSection } from './articles-section';
import { DealsSection } from './deals-section';
import { HeroSection } from './hero-section';
import { HotAuctionsCarousel } from './hot-auctions-carousel';
import { StepsSection } from './steps-section';

function PaymentMethods() {
  return (
    <section aria-labelledby="payments-title" className="py-10">
      <div className="mx-auto max-w-6xl px-4 text-center">
        <h2 id="payments-title" className="text-xl font-bold text-slate-900">
          Fund your wallet your way
        </h2>
        <img
          src="/images/payment-methods.svg"
          alt="Accepted payment methods: Visa, Mastercard, Verve, bank transfer and Paystack"
          width="640"
          height="80"
          loading="lazy"
          decoding="async"
          className="mx-auto mt-4 h-auto w-full max-w-2xl"
        />
      </div>
    </section>
  );
}

/** Variant A of spec 2, the marketing landing, in the spec's order. */
export function LandingPage() {
  useDocumentTitle('Online auctions in Nigeria');
  return (
    <>
      <HeroSection />
      <HotAuctionsCarousel />
      <DealsSection />
      <StepsSection />
      <ArticlesSection />
      <PaymentMethods />
      <NewsletterForm />
    </>
  );
}
