import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { howItWorks } from '@naijabid/shared/marketing';
import { tipsArticles } from '../../content/tips-articles';
import { LandingPage } from '../landing-page';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('landing page (variant A)', () => {
  it('opens the deals on Electronics with at most eight items, changes coloured by sign', async () => {
    renderLanding();
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Electronics' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getAllByRole('article')).toHaveLength(8);
    expect(within(panel).getByText('+12%')).toHaveClass('text-green-700');
    expect(within(panel).getByText('-8%')).toHaveClass('text-red-700');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gaming' }));
    expect(screen.getByRole('tab', { name: 'Gaming' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Xbox Series S')).toBeInTheDocument();
  });

  it('moves between deal tabs with the arrow keys', async () => {
    renderLanding();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Electronics' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ending Soon' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Ending Soon' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the three steps and links the three articles to their pages', () => {
    renderLanding();
    expect(screen.getByRole('heading', { name: howItWorks.title })).toBeInTheDocument();
    for (const step of howItWorks.steps) expect(screen.getByRole('heading', { name: new RegExp(step.title) })).toBeInTheDocument();
    for (const article of tipsArticles) {
      expect(screen.getByRole('link', { name: new RegExp(article.title) })).toHaveAttribute('href', `/tips/${article.slug}`);
    }
  });

  it('fills the carousel with copies hidden from assistive technology, and can pause it', async () => {
    renderLanding();
    const carousel = screen.getByRole('region', { name: 'Hot Auctions' });
    expect(within(carousel).getAllByRole('link', { name: /Place Bid/ })).toHaveLength(6);
    const pause = within(carousel).getByRole('button', { name: /Pause/ });
    await userEvent.setup().click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(carousel.querySelector('.marquee')).toHaveAttribute('data-paused', 'true');
  });

  it('links the hero buttons to sign-up and the marketplace', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Start Bidding' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Browse Items' })).toHaveAttribute('href', '/auctions');
  });
});
