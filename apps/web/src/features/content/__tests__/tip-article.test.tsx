import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import TipArticlePage from '../pages/tip-article';
import TipsPage from '../pages/tips';
import { tipsArticles } from '../tips-articles';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tips" element={<TipsPage />} />
        <Route path="/tips/:slug" element={<TipArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('bidding tips', () => {
  it('has the three articles the landing page links to', () => {
    expect(tipsArticles.map((article) => article.slug)).toEqual([
      'winning-strategies',
      'funding-your-wallet',
      'countdown-and-bid-resets',
    ]);
  });

  it.each(tipsArticles)('renders the "$slug" article with its title and every paragraph', (article) => {
    renderAt(`/tips/${article.slug}`);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    expect(document.title).toBe(`${article.title} | NaijaBid`);
    for (const paragraph of article.body) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bidding tips' })).toHaveAttribute('href', '/tips');
  });

  it('explains a bid reset with times two minutes apart', () => {
    renderAt('/tips/countdown-and-bid-resets');

    expect(screen.getByText(/due to end at 8:00:00.*accepted at 7:59:30.*moves to 8:01:30/i)).toBeInTheDocument();
  });

  it('shows a friendly not-found with a way back for an unknown slug', () => {
    renderAt('/tips/how-to-win-every-time');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't find that guide");
    expect(screen.getByRole('link', { name: 'Back to bidding tips' })).toHaveAttribute('href', '/tips');
  });

  it('lists every article on the tips index with a link to it', () => {
    renderAt('/tips');

    for (const article of tipsArticles) {
      expect(screen.getByRole('link', { name: article.title })).toHaveAttribute('href', `/tips/${article.slug}`);
    }
  });
});
