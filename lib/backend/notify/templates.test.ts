import { renderTemplate } from './templates';

describe('message templates', () => {
  it('brands the OTP e-mail with the agency name and states the expiry', () => {
    const r = renderTemplate({ kind: 'otp', otp: '654321', expiresInMinutes: 10 }, 'Wanderlight Holidays');
    expect(r.subject).toBe('Your Wanderlight Holidays login code');
    expect(r.text).toContain('Your one-time login code for Wanderlight Holidays is 654321.');
    expect(r.text).toContain('It expires in 10 minutes.');
    expect(r.text).toContain('The Wanderlight Holidays team');
    expect(r.links).toEqual([]);
  });

  it.each([
    ['set_password', 'Set your Acme password', 'Set password'],
    ['verify', 'Verify your Acme account', 'Verify account'],
    ['invitation', 'You are invited to Acme', 'Accept invitation'],
  ] as const)('%s carries its link in text and html', (kind, subject, action) => {
    const link = 'http://acme.localhost:3000/x?token=t&user_id=7';
    const r = renderTemplate({ kind, link, expiresInHours: 1 }, 'Acme');
    expect(r.subject).toBe(subject);
    expect(r.text).toContain(`${action}: ${link}`);
    expect(r.text).toContain('1 hour.');
    expect(r.html).toContain('href="http://acme.localhost:3000/x?token=t&#38;user_id=7"');
    expect(r.links).toEqual([link]);
  });

  it('escapes the agency name in HTML', () => {
    const r = renderTemplate({ kind: 'verify', link: 'http://x/', expiresInHours: 48 }, '<b>Evil</b> & Co');
    expect(r.html).not.toContain('<b>Evil</b>');
    expect(r.html).toContain('&#60;b&#62;Evil&#60;/b&#62; &#38; Co');
    expect(r.text).toContain('48 hours');
  });
});
