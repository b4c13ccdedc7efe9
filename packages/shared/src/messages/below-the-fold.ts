/**
 * The landing's sections after Hot Auctions (docs/product.md#landing-page): how it works, the
 * tips articles and the payment methods. Their titles and steps are in marketing.ts; the
 * sections are a chunk of their own, loaded below the fold, and so are these words.
 */
export const stepsSectionLabels = {
  eyebrow: 'How it works',
  /** Read before each step's title, for screen readers. */
  step: (number: number) => `Step ${number}: `,
} as const;

export const articlesSectionLabels = {
  readArticle: 'Read the article',
  getStarted: 'Get Started Now',
} as const;

export const paymentMethodsLabels = {
  title: 'Fund your wallet your way',
  image: 'Accepted payment methods: Visa, Mastercard, Verve, bank transfer and Paystack',
} as const;
