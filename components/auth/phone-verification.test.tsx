/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { PhoneVerification } from './phone-verification';

describe('PhoneVerification (Edit profile on an OTP site)', () => {
  it('sends an SMS code, then verifies the typed code and reports it', async () => {
    const send = jest.fn().mockResolvedValue({ ok: true, message: 'OTP sent successfully.' });
    const verify = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'Otp verification failed. Please try again.' })
      .mockResolvedValueOnce({ ok: true, message: 'Phone number verified.' });
    const onVerified = jest.fn();
    renderWithIntl(<PhoneVerification onVerified={onVerified} send={send} verify={verify} />);
    expect(screen.getByText(/not verified yet/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify phone number' })));
    expect(screen.getByText('OTP sent successfully.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: ' 123456 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(verify).toHaveBeenLastCalledWith('123456');
    expect(screen.getByText('Otp verification failed. Please try again.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(screen.getByText('Phone number verified.')).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledTimes(1);
  });
});
