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
});
