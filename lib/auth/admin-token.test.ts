import { rememberStoredSecret } from '@/lib/auth/deployment-secret';
import { adminAuthorization, adminToken, checkAdminRequest } from './admin-token';

const req = (authorization?: string) =>
  new Request('http://x/api/internal/tenants', { headers: authorization ? { authorization } : {} });

describe('adminToken', () => {
  it('is ADMIN_TOKEN when set', () => {
    expect(adminToken({ ADMIN_TOKEN: ' explicit ', SESSION_SECRET: 's' })).toBe('explicit');
  });
  it('derives from SESSION_SECRET without revealing it, and changes with it', () => {
    const a = adminToken({ SESSION_SECRET: 'secret-a' });
    expect(a).toBeTruthy();
    expect(a).not.toContain('secret-a');
    expect(adminToken({ SESSION_SECRET: 'secret-a' })).toBe(a);
    expect(adminToken({ SESSION_SECRET: 'secret-b' })).not.toBe(a);
  });
  it('has no token without a secret (no public fallback), then derives from the stored one; SESSION_SECRET wins', () => {
    expect(adminToken({})).toBeNull();
    expect(adminToken({ NODE_ENV: 'development' })).toBeNull();
    rememberStoredSecret('stored-secret');
    expect(adminToken({ NODE_ENV: 'production' })).toBe(adminToken({ SESSION_SECRET: 'stored-secret' }));
    expect(adminToken({ SESSION_SECRET: 'x' })).not.toBe(adminToken({}));
    rememberStoredSecret(''); // forgotten again for the tests below
  });
});

describe('checkAdminRequest', () => {
  const env = { SESSION_SECRET: 'server-secret' };
  const token = adminToken(env) as string;
  it('accepts the bearer token', () => {
    expect(checkAdminRequest(req(adminAuthorization(token)), env)).toBe('ok');
  });
  it.each([
    ['no header', undefined],
    ['a wrong token', adminAuthorization('nope')],
    ['another secret’s token', adminAuthorization(adminToken({ SESSION_SECRET: 'other' }) as string)],
    ['the token without the Bearer scheme', token],
    ['an empty bearer', 'Bearer '],
  ])('denies %s', (_label, header) => {
    expect(checkAdminRequest(req(header), env)).toBe('denied');
  });
  it('reports a server without a secret as unconfigured', () => {
    expect(checkAdminRequest(req(adminAuthorization('anything')), { NODE_ENV: 'production' })).toBe(
      'unconfigured',
    );
  });
});
