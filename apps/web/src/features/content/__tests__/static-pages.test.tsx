import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AboutPage from '../pages/about';
import ContactPage from '../pages/contact';
import HelpPage from '../pages/help';
import NotFoundPage from '../pages/not-found';
import PricingPage from '../pages/pricing';
import PrivacyPage from '../pages/privacy';
import ProductPage from '../pages/product';
import ShippingPage from '../pages/shipping';
import TermsPage from '../pages/terms';
import TipsPage from '../pages/tips';
import VendorPage from '../pages/vendor';
import { tipsArticles } from '../tips-articles';

/** Every path the app routes (docs/product.md#screens-and-routes, footer links included), so no content page links nowhere. */
const knownPaths = new Set([
  '/',
  '/about',
  '/pricing',
  '/product',
  '/contact',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/verify',
  '/dashboard',
  '/auctions',
  '/listings',
  '/winners',
  '/tips',
  '/help',
  '/shipping',
  '/vendor',
  '/settings',
  ...tipsArticles.map((article) => `/tips/${article.slug}`),
]);

const pages: [string, ComponentType][] = [
  ['terms', TermsPage],
  ['privacy', PrivacyPage],
  ['about', AboutPage],
  ['pricing', PricingPage],
  ['product', ProductPage],
  ['contact', ContactPage],
  ['tips', TipsPage],
  ['help', HelpPage],
  ['shipping', ShippingPage],
  ['vendor', VendorPage],
  ['not-found', NotFoundPage],
];

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(pages)('the %s page', (_name, Page) => {
  it('has one h1, headings in order, a page title and links only to real routes', () => {
    const { container } = renderPage(Page);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    expect(document.title).toMatch(/^.+ \| NaijaBid$/);
    for (const link of container.querySelectorAll('a[href^="/"]')) {
      expect(knownPaths).toContain(link.getAttribute('href'));
    }
  });
});

describe('terms of use', () => {
  // These are the spec's own words (docs/product.md#dashboard-and-legal-pages), checked as written rather than via constants.
  it('states the last update, the minimum age, the 48-hour payment rule and the 5-7 business day shipping rule', () => {
    renderPage(TermsPage);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Use | NaijaBid');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated August 2025');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('Payment is due within 48 hours of the auction end');
    expect(text).toContain('ship within 5-7 business days after payment');
  });

  it('covers binding bids, bid security, bid resets, Buy Now, forfeits, disputes and Nigerian law', () => {
    renderPage(TermsPage);

    for (const topic of [
      /bidding is binding/i,
      /bid security/i,
      /bid resets/i,
      /buy now/i,
      /forfeits/i,
      /disputes/i,
      /governing law/i,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    expect(document.body.textContent).toContain('laws of the Federal Republic of Nigeria');
  });
});

describe('how auctions work', () => {
  it('shows the bid increments of every price band as a table in naira', () => {
    renderPage(ProductPage);

    const table = screen.getByRole('table', { name: 'Minimum bid increment by current price' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Under ₦10,000₦100',
      '₦10,000 to under ₦50,000₦500',
      '₦50,000 to under ₦200,000₦1,000',
      '₦200,000 to under ₦1,000,000₦5,000',
      '₦1,000,000 and above₦10,000',
    ]);
  });

  it('works out the proxy bidding and bid security examples from the rules', () => {
    renderPage(ProductPage);

    expect(screen.getByText(/Aisha leads at ₦96,000/)).toBeInTheDocument();
    expect(
      screen.getByText(/₦110,000 maximum holds ₦11,000; a ₦6,000 maximum holds the minimum of ₦1,000/),
    ).toBeInTheDocument();
  });
});

describe('help centre', () => {
  it('answers at least ten questions in disclosure widgets', () => {
    const { container } = renderPage(HelpPage);

    const questions = container.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(10);
  });
});

describe('privacy policy', () => {
  it('explains NDPA rights, consent, and what downloading data and closing an account in Settings do', () => {
    renderPage(PrivacyPage);

    const text = document.body.textContent ?? '';
    expect(text).toContain('Nigeria Data Protection Act 2023');
    expect(text).toContain('never ticked in advance');
    expect(text).toContain('“Download my data” gives you at once one file (JSON)');
    expect(text).toContain('withdraw your wallet balance first');
    expect(text).toContain('keeps your wallet records, bids, orders, listings');
    expect(screen.getAllByRole('link', { name: 'Settings' })[0]).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'dpo@naijabid.ng' })[0]).toHaveAttribute(
      'href',
      'mailto:dpo@naijabid.ng',
    );
  });
});

describe('pricing', () => {
  it('says bidding is free, there is no buyer premium and what sellers pay', () => {
    renderPage(PricingPage);

    const text = document.body.textContent ?? '';
    expect(text).toContain("There is no buyer's premium");
    expect(text).toMatch(/commission of 5% of the final price/);
    expect(text).toContain('an item that sells for ₦250,000 earns you ₦237,500');
  });

  it('says the 5% commission includes VAT, as the Terms and receipts do', () => {
    renderPage(PricingPage);

    const text = document.body.textContent ?? '';
    expect(text).toContain('5% of the final price, VAT at 7.5% included');
    expect(text).toContain('The commission includes value added tax at 7.5%: nothing is added on top.');
    expect(text).toContain('our commission is ₦12,500, of which ₦872.09 is VAT');
  });
});
