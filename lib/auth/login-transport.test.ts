import { AUTH_PATHS } from '@/lib/contract/auth';
import { isLocalDevelopmentHost, loginTransport } from './login-transport';

describe('loginTransport (§5)', () => {
  it('knows the local development hosts', () => {
    for (const h of ['localhost', 'demo.localhost', '127.0.0.1', '::1'])
      expect(isLocalDevelopmentHost(h)).toBe(true);
    for (const h of ['demo.example.com', 'localhost.example.com', '10.0.0.1'])
      expect(isLocalDevelopmentHost(h)).toBe(false);
  });

  it('sends the password to v1 on a local origin', () => {
    expect(loginTransport('s3cret!', 'demo.localhost')).toEqual({
      path: AUTH_PATHS.authenticateV1,
      password: 's3cret!',
      headers: {},
    });
  });

  it('sends it to v2 elsewhere, for the site’s server to encrypt', () => {
    expect(loginTransport('s3cret!', 'demo.example.com')).toEqual({
      path: AUTH_PATHS.authenticateV2,
      password: 's3cret!',
      headers: { 'x-itinera-password': 'plain' },
    });
  });
});
