import { workingConfig } from '@/lib/shell/test-fixtures';
import { authConfigFor } from './config';

describe('authConfigFor', () => {
  it('hands the tenant password transport key and iv to the sign-in form', () => {
    const cfg = authConfigFor(workingConfig('demo'));
    expect(cfg.passwordEncryption?.key).toEqual(expect.any(String));
    expect(cfg.passwordEncryption?.iv).toEqual(expect.any(String));
  });

  it('sends the password as typed when the tenant configures no key', () => {
    const cfg = authConfigFor(workingConfig('demo', { fe_config: {} }));
    expect(cfg.passwordEncryption).toBeNull();
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
