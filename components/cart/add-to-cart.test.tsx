/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import { AddToCart } from './add-to-cart';

const auth = (loggedIn: boolean): AuthContextValue => ({
  config: {} as AuthContextValue['config'],
  state: loggedIn
    ? ({ loggedIn: true, userName: 'ann', user: {} } as unknown as AuthContextValue['state'])
    : { loggedIn: false },
  openLogin: jest.fn(),
  openEditProfile: jest.fn(),
  logout: jest.fn(),
});

// A fresh SWR cache per test: the cart is loaded once per page.
const renderButton = (loggedIn: boolean) =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthContext.Provider value={auth(loggedIn)}>
        <AddToCart pageType="static_package" />
      </AuthContext.Provider>
    </SWRConfig>,
  );

const ENTRY = {
  id: 'c1',
  page_url: '/static_package/detail?id=classic-italy',
  page_type: 'static_package',
  title: 'Classic Italy',
  added_at: '2026-11-23T10:00:00.000Z',
};

describe('AddToCart on a package page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/static_package/detail?id=classic-italy'));

  it('adds the page once, then shows it is in the cart without loading the list again', async () => {
    const api = fakeApi({
      'GET cart/check_orders/': () => ({ body: { success: true, data: [] } }),
      'POST cart/order/': () => ({ body: { success: true, data: ENTRY } }),
    });
    renderButton(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'In your cart' })).toHaveAttribute(
      'href',
      '/bookings#cart',
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET cart/check_orders/',
      'POST cart/order/',
    ]);
    expect(api.calls[1]?.body).toEqual({
      page_url: '/static_package/detail?id=classic-italy',
      page_type: 'static_package',
    });
  });

  it('says why the server refused, and the page stays addable', async () => {
    fakeApi({
      'GET cart/check_orders/': () => ({ body: { success: true, data: [] } }),
      'POST cart/order/': () => ({ status: 409, body: { message: 'Your cart is full (50 packages).' } }),
    });
    renderButton(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart is full (50 packages).');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('shows nothing to a signed-out visitor and loads no cart', () => {
    const api = fakeApi({});
    const { container } = renderButton(false);
    expect(container).toBeEmptyDOMElement();
    expect(api.calls).toHaveLength(0);
  });
});
