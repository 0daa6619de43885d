/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

describe('SignInForm (§2 dialog 2, §5)', () => {
  const setup = (over: Partial<Parameters<typeof SignInForm>[0]> = {}) => {
    const props = {
      onSubmit: jest.fn().mockResolvedValue(null),
      onForgotPassword: jest.fn(),
      onSignUp: jest.fn(),
      showSignUp: true,
      ...over,
    };
    renderWithIntl(<SignInForm {...props} />);
    return props;
  };

  it('requires an e-mail and a password with the spec messages', async () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Login to Continue' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login to Continue' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and hides the password, submits, and shows the failure message', async () => {
    const { onSubmit } = setup({ onSubmit: jest.fn().mockResolvedValue('Login failure. Please try again.') });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login to Continue' }));
    expect(await screen.findByText('Login failure. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failure. Please try again.');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'wrong' });
  });

  it('links to Forgot Password and Sign up, and hides Sign up when asked', () => {
    const { onForgotPassword, onSignUp } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onForgotPassword).toHaveBeenCalled();
    expect(onSignUp).toHaveBeenCalled();
  });

  it('has no Sign up when cancel is disabled or register hidden', () => {
    setup({ showSignUp: false });
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});

describe('ForgotPasswordForm (§2 dialog 3, §5)', () => {
  it("shows the spec's odd required text and the format error", async () => {
    const onSubmit = jest.fn();
    renderWithIntl(<ForgotPasswordForm onSubmit={onSubmit} onBack={() => {}} />);
    expect(screen.getByText(/one-time login link/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Ann@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows success and failure texts', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'Request failed. Please try again.' })
      .mockResolvedValueOnce({ ok: true, message: 'Set password link has been sent to your mail id.' });
    renderWithIntl(<ForgotPasswordForm onSubmit={onSubmit} onBack={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Request failed. Please try again.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
    });
    await waitFor(() =>
      expect(screen.getByText('Set password link has been sent to your mail id.')).toBeInTheDocument(),
    );
    expect(onSubmit).toHaveBeenLastCalledWith({ email: 'ann@example.com' });
  });
});
