/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { OtpLoginForm } from './otp-login-form';

afterEach(() => jest.useRealTimers());

const setup = (over: Partial<Parameters<typeof OtpLoginForm>[0]> = {}) => {
  const props = {
    onGenerate: jest.fn().mockResolvedValue({ ok: true, message: 'OTP sent successfully.' }),
    onVerify: jest.fn().mockResolvedValue(null),
    onRegister: jest.fn(),
    showRegister: true,
    ...over,
  };
  renderWithIntl(<OtpLoginForm {...props} />);
  return props;
};

describe('OtpLoginForm (§2 dialog 4, §4 OTP dialog, §5)', () => {
  it('requires a username, then moves from Generate OTP to Verify OTP and focuses the OTP after 100 ms', async () => {
    jest.useFakeTimers();
    const { onGenerate, onVerify } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
    expect(await screen.findByText('Email or phone number is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' }));
    });
    expect(onGenerate).toHaveBeenCalledWith('ann@example.com');
    expect(screen.getByText('OTP sent successfully.')).toBeInTheDocument();
    const otp = screen.getByLabelText('OTP');
    expect(otp).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(100));
    expect(otp).toHaveFocus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    });
    expect(screen.getByText('otp is required')).toBeInTheDocument();
    fireEvent.change(otp, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    });
    expect(onVerify).toHaveBeenCalledWith('ann@example.com', '123456');
  });

  it('stays in OTP entry with an error when verification fails', async () => {
    setup({ onVerify: jest.fn().mockResolvedValue('Otp verification failed. Please try again.') });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' })));
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '999999' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(screen.getByText('Otp verification failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('limits the phone to 10 characters and switching channel resets to the start', async () => {
    const { onGenerate } = setup();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' })));
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Phone number' }));
    expect(screen.queryByLabelText('OTP')).toBeNull();
    const phone = screen.getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('maxLength', '10');
    expect(phone).toHaveValue('');
    fireEvent.change(phone, { target: { value: '77009' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' })));
    expect(screen.getByText('Please provide a valid email address or phone number')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '7700900123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' })));
    expect(onGenerate).toHaveBeenLastCalledWith('7700900123');
  });

  it("opens registration 500 ms after 'User not found'", async () => {
    jest.useFakeTimers();
    const { onRegister } = setup({
      onGenerate: jest.fn().mockResolvedValue({ ok: false, message: 'User not found' }),
    });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'new@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate OTP' })));
    expect(screen.getByText('User not found')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(onRegister).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onRegister).toHaveBeenCalledWith('new@example.com');
  });

  it('starts in OTP entry when pre-filled after registration', () => {
    setup({
      prefill: {
        username: 'ann@example.com',
        sent: true,
        message: { tone: 'success', text: 'Account created. Please login to continue.' },
      },
    });
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByText('Account created. Please login to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ann@example.com');
  });
});
