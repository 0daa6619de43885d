import { decryptPassword } from '@/lib/auth/password-cipher';
import { AUTH_PATHS } from '@/lib/contract/auth';
import { isLocalDevelopmentHost, loginTransport } from './login-transport';

const encryption = { key: Buffer.alloc(32, 7).toString('base64'), iv: 'tenant-iv' };

describe('loginTransport (§5)', () => {
  it('knows the local development hosts', () => {
    for (const h of ['localhost', 'demo.localhost', '127.0.0.1', '::1'])
      expect(isLocalDevelopmentHost(h)).toBe(true);
    for (const h of ['demo.example.com', 'localhost.example.com', '10.0.0.1'])
      expect(isLocalDevelopmentHost(h)).toBe(false);
  });

  it('sends the password plain to v1 on a local origin', async () => {
    await expect(loginTransport('s3cret!', 'demo.localhost', encryption)).resolves.toEqual({
      path: AUTH_PATHS.authenticateV1,
      password: 's3cret!',
    });
  });

  it('encrypts with the tenant key and iv for v2 elsewhere', async () => {
    const t = await loginTransport('s3cret!', 'demo.example.com', encryption);
    expect(t.path).toBe(AUTH_PATHS.authenticateV2);
    expect(t.password).not.toContain('s3cret');
    await expect(decryptPassword(t.password, encryption)).resolves.toBe('s3cret!');
  });
});
