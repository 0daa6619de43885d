/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { AuthContext, type AuthContextValue } from './auth-context';
import { ProfileDropdown } from './profile-dropdown';
import type { HeaderUser } from './use-header-user';

/**
 * Issue 29's acceptance, in the header: a consumer and an Agency Employee without permissions see no
 * staff link (Quotations, Customer queries); staff see the links whose calls the server lets them make.
 */
const auth: AuthContextValue = {
  config: { featuredPackagesEnabled: false } as AuthContextValue['config'],
  state: { loggedIn: false },
  openLogin: jest.fn(),
  openEditProfile: jest.fn(),
  logout: jest.fn(),
};

function openMenuOf(role: string, permission: string[] = []) {
  const headerUser = {
    user: { role, permission, email: 'arthur@example.com', details: { first_name: 'Arthur' } },
    wallet: null,
  } as unknown as HeaderUser;
  const view = renderWithIntl(
    <AuthContext.Provider value={auth}>
      <ProfileDropdown headerUser={headerUser} />
    </AuthContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Arthur/ }));
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  return view;
}

const staffLinks = () =>
  screen
    .queryAllByRole('link')
    .filter((a) => ['/quotations', '/queries'].includes(a.getAttribute('href') ?? ''));

describe('ProfileDropdown staff links', () => {
  it.each([
    ['a consumer', 'Consumer', []],
    ['an Agency Employee without permissions', 'Agency Employee', []],
    ['an Agency Employee holding only manage campaigns', 'Agency Employee', ['manage campaigns']],
  ])('shows %s no staff link', (_who, role, permission) => {
    openMenuOf(role, permission);
    expect(staffLinks()).toEqual([]);
  });

  it('shows staff who manage quotations both links, an employee with view all bookings the queries only', () => {
    const { unmount } = openMenuOf('Agency Admin');
    expect(staffLinks().map((a) => a.textContent)).toEqual(['Quotations', 'Customer queries']);
    unmount();
    openMenuOf('Agency Employee', ['view all bookings']);
    expect(staffLinks().map((a) => a.textContent)).toEqual(['Customer queries']);
  });
});
