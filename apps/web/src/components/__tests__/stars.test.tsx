import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reserveLabels } from '@naijabid/shared/messages/seller-rating';
import { ReserveLabel, SellerRating } from '../seller-rating';
import { Stars } from '../stars';

const SELLER = '33333333-3333-4333-8333-333333333333';

describe('stars', () => {
  it('fills the amber row to the average, hidden from screen readers', () => {
    const { container } = render(<Stars value={4.6} />);
    const rows = container.querySelectorAll('span > span');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(rows[1]).toHaveStyle({ width: '92%' });
    expect(rows[0]!.querySelectorAll('svg')).toHaveLength(5);
  });

  it('keeps the fill within none and five stars', () => {
    const { container } = render(<Stars value={7} />);
    expect(container.querySelectorAll('span > span')[1]).toHaveStyle({ width: '100%' });
  });
});

describe('seller rating', () => {
  it('says the average and the review count, and links to the seller', () => {
    render(
      <MemoryRouter>
        <SellerRating seller={{ id: SELLER, rating: { average: 4.6, count: 12 }, verified: false }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Seller rated 4.6 out of 5 from 12 reviews' });
    expect(link).toHaveAttribute('href', `/sellers/${SELLER}`);
    expect(link).toHaveTextContent('4.6 (12)');
  });

  it('says "No ratings yet" before the first', () => {
    render(
      <MemoryRouter>
        <SellerRating seller={{ id: SELLER, rating: { average: null, count: 0 }, verified: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'No ratings yet for this seller' })).toBeInTheDocument();
  });

  it('labels the reserve only when there is one', () => {
    const { rerender, container } = render(<ReserveLabel reserveMet={false} />);
    expect(screen.getByText(reserveLabels.notMet)).toBeInTheDocument();
    rerender(<ReserveLabel reserveMet />);
    expect(screen.getByText(reserveLabels.met)).toBeInTheDocument();
    rerender(<ReserveLabel reserveMet={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
