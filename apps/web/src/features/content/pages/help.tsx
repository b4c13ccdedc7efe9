import type { ReactNode } from 'react';
import {
  BRAND_NAME,
  PASSWORD_MIN_LENGTH,
  RESEND_COOLDOWN_SECONDS,
  TERMS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@naijabid/shared/constants';
import { formatNaira } from '@naijabid/shared/money';
import {
  BID_RESET_WINDOW_MINUTES,
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  SELLER_COMMISSION_PERCENT,
} from '@naijabid/shared/auction-rules';
import { ContentPage, ContentSection } from '../components/content-page';
import { TextLink } from '../components/links';

interface Question {
  question: string;
  answer: ReactNode;
}

const topics: { title: string; questions: Question[] }[] = [
  {
    title: 'Your account',
    questions: [
      {
        question: 'How do I create an account?',
        answer: (
          <p>
            Choose <TextLink to="/register">Sign up</TextLink>, pick Buyer or Seller, enter your email, then your name
            and a password of at least {PASSWORD_MIN_LENGTH} characters. Accept the terms and privacy policy by ticking
            the box yourself, and we email you a verification code. It is free, and you must be {TERMS.minimumAge} or
            older.
          </p>
        ),
      },
      {
        question: "I didn't get my verification code. What should I do?",
        answer: (
          <p>
            The code is {VERIFICATION_CODE_LENGTH} digits and works for {VERIFICATION_CODE_TTL_SECONDS / 60} minutes.
            Check your spam or promotions folder and make sure the email address is spelt correctly. On the verification
            page you can choose Resend Code; you can ask for a new one every {RESEND_COOLDOWN_SECONDS} seconds. After{' '}
            {VERIFICATION_CODE_MAX_ATTEMPTS} wrong tries a code stops working, so request a fresh one.
          </p>
        ),
      },
      {
        question: 'Can I switch from buyer to seller?',
        answer: (
          <p>
            Yes. A buyer can become a seller from the dashboard at any time. To list items you need a verified email and
            a Nigerian mobile number; to be paid you add a Nigerian bank account.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Your wallet',
    questions: [
      {
        question: 'How do I add money to my wallet?',
        answer: (
          <p>
            Open your wallet and choose Deposit. You pay on Paystack&apos;s secure page by debit card or bank transfer,
            or you can transfer from any Nigerian bank app to your wallet&apos;s dedicated account number. Your wallet
            is credited as soon as Paystack confirms the payment. {BRAND_NAME} adds no fee. See{' '}
            <TextLink to="/tips/funding-your-wallet">funding your wallet</TextLink>.
          </p>
        ),
      },
      {
        question: "My deposit hasn't arrived. What now?",
        answer: (
          <p>
            Most deposits arrive within a minute or two. If yours is not there after 30 minutes, please do not pay
            again. <TextLink to="/contact">Contact support</TextLink> with the Paystack reference on your receipt and we
            will trace it. Each payment is credited exactly once.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Bidding',
    questions: [
      {
        question: 'How does bidding work?',
        answer: (
          <p>
            Enter the most you are willing to pay. {BRAND_NAME} bids for you, one increment at a time, only as far as
            needed to keep you ahead. Every bid is binding: if you win, you must buy. The increments are listed on{' '}
            <TextLink to="/product">how auctions work</TextLink>.
          </p>
        ),
      },
      {
        question: 'What is bid security, and will I get it back?',
        answer: (
          <p>
            To lead an auction, {BID_SECURITY_PERCENT}% of your maximum bid (at least{' '}
            {formatNaira(BID_SECURITY_MIN_KOBO)}) is held from your wallet&apos;s available balance. It comes back to
            you the moment someone outbids you. If you win, it counts towards the price. You lose it only if you win and
            do not pay within {TERMS.paymentDueHours} hours.
          </p>
        ),
      },
      {
        question: 'Why did the countdown go up after a bid?',
        answer: (
          <p>
            That is a bid reset. A bid accepted in the last {BID_RESET_WINDOW_MINUTES} minutes moves the end to{' '}
            {BID_RESET_WINDOW_MINUTES} minutes after that bid, so everyone has a fair chance to answer. The auction ends
            when {BID_RESET_WINDOW_MINUTES} minutes pass with no new bid. Read{' '}
            <TextLink to="/tips/countdown-and-bid-resets">the countdown and bid resets</TextLink>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Winning, paying and delivery',
    questions: [
      {
        question: 'I won. How long do I have to pay?',
        answer: (
          <p>
            Payment is due within {TERMS.paymentDueHours} hours of the auction end. The item is in your cart; your bid
            security is applied first and the rest comes from your wallet. If you do not pay in time, you forfeit the
            sale and your bid security.
          </p>
        ),
      },
      {
        question: 'When will my item arrive?',
        answer: (
          <p>
            The seller ships within {TERMS.shippingBusinessDays} business days after you pay, and adds a tracking
            reference to your order so you can follow it. When it arrives, check it and confirm delivery in your order.
            See the <TextLink to="/shipping">shipping policy</TextLink>.
          </p>
        ),
      },
      {
        question: "The item didn't arrive, or isn't as described. What can I do?",
        answer: (
          <p>
            Do not confirm delivery. Open a dispute from your order and send us photos and details. The seller is not
            paid while we review it, and if we find in your favour we refund the price and delivery cost to your wallet.
            Read the disputes section of our <TextLink to="/terms">Terms of Use</TextLink>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Selling',
    questions: [
      {
        question: `How do I sell on ${BRAND_NAME}?`,
        answer: (
          <p>
            Sign up as a seller (or switch from the dashboard), verify your email and add your phone number. Then list
            your item with photos, a description, its condition, a starting price and how long the auction should run.
            Listing is free; we take {SELLER_COMMISSION_PERCENT}% of the final price only when it sells. See{' '}
            <TextLink to="/vendor">selling on {BRAND_NAME}</TextLink>.
          </p>
        ),
      },
      {
        question: 'When do sellers get paid?',
        answer: (
          <p>
            Once the buyer confirms delivery, or the confirmation window on the order passes without a dispute, we pay
            the price and delivery cost, less our commission, to your Nigerian bank account.
          </p>
        ),
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <ContentPage
      title="Help centre"
      lead={
        <>
          Answers to the questions we hear most. Can&apos;t find yours?{' '}
          <TextLink to="/contact">Contact support</TextLink>; we reply within one business day.
        </>
      }
    >
      {topics.map((topic) => (
        <ContentSection key={topic.title} title={topic.title}>
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {topic.questions.map(({ question, answer }) => (
              <details key={question} className="group px-4 py-1">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-2 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 [&::-webkit-details-marker]:hidden">
                  {question}
                  <span
                    aria-hidden="true"
                    className="text-xl text-emerald-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <div className="pb-4">{answer}</div>
              </details>
            ))}
          </div>
        </ContentSection>
      ))}
    </ContentPage>
  );
}
