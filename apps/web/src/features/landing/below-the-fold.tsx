import { paymentMethodsLabels as m } from '@naijabid/shared/messages/below-the-fold';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { ArticlesSection } from './articles-section';
import { DealsSection } from './deals-section';
import { StepsSection } from './steps-section';

function PaymentMethods() {
  return (
    <section aria-labelledby="payments-title" className="py-10">
      <div className="mx-auto max-w-6xl px-4 text-center">
        <h2 id="payments-title" className="text-xl font-bold text-slate-900">
          {m.title}
        </h2>
        <img
          src="/images/payment-methods.svg"
          alt={m.image}
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

/** The landing's sections after Hot Auctions, in the spec's order: a chunk of their own. */
export default function BelowTheFold() {
  return (
    <>
      <DealsSection />
      <StepsSection />
      <ArticlesSection />
      <PaymentMethods />
      <NewsletterForm />
    </>
  );
}
