import { workingConfig } from '@/lib/shell/test-fixtures';
import { authConfigFor } from './config';

describe('authConfigFor', () => {
  it('carries no password transport key or iv (the server encrypts, the browser never sees them)', () => {
    const wc = workingConfig('demo');
    expect(JSON.stringify(wc)).not.toMatch(/password_?encryption/i);
    expect(JSON.stringify(authConfigFor(wc))).not.toMatch(/password_?encryption|"iv"|"key"/i);
  });

  it('chooses OTP login when the tenant turns AUTHENTICATION_VIA_OTP on', () => {
    const on = workingConfig('demo', {
      feature_configuration: [{ name: 'AUTHENTICATION_VIA_OTP', is_enabled: true }],
    });
    expect(authConfigFor(on).loginMethod).toBe('otp');
    expect(authConfigFor(workingConfig('demo')).loginMethod).not.toBe('otp');
  });

  it('marks the invitation-only tenant', () => {
    expect(authConfigFor(workingConfig('b2b')).invitationOnly).toBe(true);
    expect(authConfigFor(workingConfig('demo')).invitationOnly).toBe(false);
  });

  it('gives agency 676 its own disclaimer text, the default (null) otherwise, and none to others', () => {
    const own = workingConfig('demo', { agency_id: 676, disclaimer_text: '  Fares are indicative.  ' });
    expect(authConfigFor(own)).toMatchObject({
      disclaimerConsent: true,
      disclaimerText: 'Fares are indicative.',
    });
    expect(authConfigFor(workingConfig('demo', { agency_id: 676 })).disclaimerText).toBeNull();
    expect(
      authConfigFor(workingConfig('demo', { agency_id: 676, disclaimer_text: '   ' })).disclaimerText,
    ).toBeNull();
    // Text without the capability stays on the server: no dialog, nothing to carry.
    const other = workingConfig('demo', { disclaimer_text: 'Fares are indicative.' });
    expect(authConfigFor(other)).toMatchObject({ disclaimerConsent: false, disclaimerText: null });
  });

  it('gives agency 2732 the contact modal with its airline reservations phone, else its customer-care number', () => {
    const own = workingConfig('demo', { agency_id: 2732, airline_reservations_phone: '+44 20 7946 0100' });
    expect(authConfigFor(own)).toMatchObject({
      noSpecialFarePrompt: true,
      contactModalPhone: '+44 20 7946 0100',
    });
    expect(authConfigFor(workingConfig('demo', { agency_id: 2732 })).contactModalPhone).toBe(
      '+44 20 7946 0958',
    );
    // No phone anywhere: no modal.
    const none = workingConfig('demo', { agency_id: 2732, customercare_set: [] });
    expect(authConfigFor(none).contactModalPhone).toBeNull();
    // Other agencies never get it, whatever they configure; !contactModal takes it away from 2732.
    expect(
      authConfigFor(workingConfig('demo', { airline_reservations_phone: '+44 1' })).contactModalPhone,
    ).toBeNull();
    const off = workingConfig('demo', { agency_id: 2732, capabilities: ['!contactModal'] });
    expect(authConfigFor(off).contactModalPhone).toBeNull();
  });
});
