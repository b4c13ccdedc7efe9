import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAccessToken, storeAccessToken } from '../../lib/token-storage';
import { renderRoute } from '../../test/render-route';
import { TopBar } from '../top-bar';

afterEach(() => localStorage.clear());

describe('top bar', () => {
  it('follows a login and a logout in this same tab at once, with no navigation', () => {
    storeAccessToken('good');
    renderRoute(<TopBar />, { path: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    act(() => clearAccessToken());
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    act(() => storeAccessToken('renewed'));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('top bar links', () => {
  it('sends a visitor to log in from Auctions and Categories (docs/product.md#landing-page)', () => {
    renderRoute(<TopBar />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Auctions' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/login');
  });

  it('takes a signed-in user where the words say: the marketplace and the category filters', () => {
    storeAccessToken('good');
    renderRoute(<TopBar />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Auctions' })).toHaveAttribute('href', '/auctions');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/search');
  });
});
