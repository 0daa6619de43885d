/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { BookPackage } from './book-package';

function auth(loggedIn: boolean, openLogin: jest.Mock): AuthContextValue {
  return {
    config: {} as AuthContextValue['config'],
    state: loggedIn
      ? ({ loggedIn: true, userName: 'ann', user: {} } as unknown as AuthContextValue['state'])
      : { loggedIn: false },
    openLogin,
    openEditProfile: jest.fn(),
    logout: jest.fn(),
  };
}

const renderBook = (value: AuthContextValue) =>
  renderWithIntl(
    <AuthContext.Provider value={value}>
      <BookPackage packageId="classic-italy" currency="GBP" departures={[{ date: '2027-05-10', seats: 8 }]} />
    </AuthContext.Provider>,
  );

describe('BookPackage on the public package page', () => {
  it('never opens the login dialog by itself; its button asks a signed-out visitor to log in', () => {
    const openLogin = jest.fn();
    renderBook(auth(false, openLogin));
    expect(openLogin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Login to book' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
  });

  it('opens the booking form for a signed-in visitor', () => {
    const openLogin = jest.fn();
    renderBook(auth(true, openLogin));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(openLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check price' })).toBeInTheDocument();
  });
});
