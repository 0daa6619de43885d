/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { withoutAuthDialogs } from '@/i18n/auth-dialogs';
import { loadMessages } from '@/i18n/messages';
import type { TUser } from '@/lib/contract/auth';
import { LoginModal, type LoginModalHandlers } from './login-modal';
import { profileFormKey } from './register-form';

const USER: TUser = {
  id: 'u1',
  role: 'Consumer',
  guest: false,
  permission: [],
  email: 'ann@example.com',
  details: { first_name: 'Ann', last_name: 'Lee', title: 'Ms.', code: '+44', mobile_number: '7700900123' },
};

const handlers: LoginModalHandlers = {
  signIn: jest.fn(),
  forgotPassword: jest.fn(),
  generateOtp: jest.fn(),
  verifyOtp: jest.fn(),
  register: jest.fn(),
  updateProfile: jest.fn(),
  deleteAccount: jest.fn(),
};

function modal(user: TUser, withHandlers: LoginModalHandlers = handlers) {
  return (
    <NextIntlClientProvider locale="en-GB" messages={loadMessages('en-GB')} timeZone="Europe/London">
      <LoginModal
        state={{ view: 'profile', cancelDisabled: false }}
        onNavigate={jest.fn()}
        onClose={jest.fn()}
        handlers={withHandlers}
        hideRegister={false}
        user={user}
        dialCodes={[{ name: 'United Kingdom', dial_code: '+44', code: 'GB' }]}
        defaultDialCode="+44"
      />
    </NextIntlClientProvider>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LoginModal: Edit profile', () => {
  it('shows details that arrive after the dialog opened (a reload finishing late)', () => {
    const { rerender } = render(modal(USER));
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee');
    rerender(modal({ ...USER, details: { ...USER.details, last_name: 'Lee-Smith' } }));
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee-Smith');
  });

  it('keeps the Update outcome when the saved details come back', async () => {
    const updateProfile = jest.fn().mockResolvedValue({ ok: true, message: 'Profile updated successfully' });
    const view = (user: TUser) => modal(user, { ...handlers, updateProfile });
    const { rerender } = render(view(USER));
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Lee-Smith' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ details: expect.objectContaining({ last_name: 'Lee-Smith' }) }),
    );
    rerender(view({ ...USER, details: { ...USER.details, last_name: 'Lee-Smith' } }));
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee-Smith');
  });

  it('keeps what the visitor typed when the same details are loaded again', () => {
    const { rerender } = render(modal(USER));
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Anna' } });
    rerender(modal({ ...USER, details: { ...USER.details } }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Anna');
  });

  it('profileFormKey changes with every field the form shows, and only those', () => {
    const base = profileFormKey(USER);
    expect(profileFormKey({ ...USER, details: { ...USER.details, mobile_number: '7700900999' } })).not.toBe(
      base,
    );
    expect(profileFormKey({ ...USER, email: 'other@example.com' })).not.toBe(base);
    expect(profileFormKey({ ...USER, permission: ['view all bookings'] })).toBe(base);
  });
});

describe('LoginModal: its strings', () => {
  it('brings the dialogs’ strings that pages leave out of their messages', () => {
    const all = loadMessages('en-GB');
    const page = { ...all, Auth: withoutAuthDialogs(all.Auth) } as typeof all;
    render(
      <NextIntlClientProvider locale="en-GB" messages={page} timeZone="Europe/London">
        <LoginModal
          state={{ view: 'signIn', cancelDisabled: false }}
          onNavigate={jest.fn()}
          onClose={jest.fn()}
          handlers={handlers}
          hideRegister={false}
          user={null}
          dialCodes={undefined}
          defaultDialCode="+44"
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login to Continue' })).toBeInTheDocument();
  });
});
