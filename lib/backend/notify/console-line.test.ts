import { consoleLine } from './console-line';

describe('consoleLine', () => {
  it('shows an OTP e-mail as recipient, subject and code, without the body', () => {
    const line = consoleLine({
      channel: 'email',
      to: 'clara@example.com',
      subject: 'Your Wanderlight Holidays login code',
      text: 'Dear Clara Traveller,\nyour code is 042917. It expires in 10 minutes.',
      kind: 'otp',
    });
    expect(line).toBe(
      '[outbox] e-mail to clara@example.com — "Your Wanderlight Holidays login code" — code 042917',
    );
    expect(line).not.toContain('Clara Traveller');
  });

  it('lists the links of a link message', () => {
    expect(
      consoleLine({
        channel: 'email',
        to: 'new@example.com',
        subject: 'Set your password',
        text: 'Hello Ann, follow http://demo.localhost:3000/set-password?user_id=u&token=t',
        kind: 'set_password',
        links: ['http://demo.localhost:3000/set-password?user_id=u&token=t'],
      }),
    ).toBe(
      '[outbox] e-mail to new@example.com — "Set your password" — http://demo.localhost:3000/set-password?user_id=u&token=t',
    );
  });

  it('reads the code of an SMS', () => {
    expect(
      consoleLine({
        channel: 'sms',
        to: '+447700900456',
        text: 'Wanderlight code: 123456',
        kind: 'phone_verify',
      }),
    ).toBe('[outbox] SMS to +447700900456 — code 123456');
  });
});
