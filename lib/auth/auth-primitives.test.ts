/** @jest-environment node */
import { generateOtp, hashOtp, otpBinding, otpMatches } from './one-time';
import { isCrossSiteRequest, isLocalDevelopmentRequest, isLocalHostname } from './origin';
import { hashPassword, verifyPassword } from './password';
import { readSession, sealSession, sessionCookie } from './session';

const req = (headers: Record<string, string>) => new Request('http://internal/x', { headers });

describe('server auth primitives', () => {
  it('hashes passwords with scrypt and verifies only the right one', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('correct');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });

  it('OTPs are 6 digits and checked against a keyed hash, leading zeros tolerated', () => {
    expect(generateOtp()).toMatch(/^\d{6}$/);
    const stored = hashOtp('u1', '004217');
    expect(otpMatches('u1', 4217, stored)).toBe(true);
    expect(otpMatches('u2', 4217, stored)).toBe(false);
    expect(otpMatches('u1', 4218, stored)).toBe(false);
  });

  it('an OTP matches only the purpose and destination it was issued for', () => {
    const mailed = otpBinding('u1', 'sign_in_email', 'ada@example.com');
    const stored = hashOtp(mailed, '123456');
    expect(otpMatches(mailed, 123456, stored)).toBe(true);
    expect(otpMatches(otpBinding('u1', 'phone_verify', 'ada@example.com'), 123456, stored)).toBe(false);
    expect(otpMatches(otpBinding('u1', 'sign_in_email', '+447700900123'), 123456, stored)).toBe(false);
    expect(otpMatches(mailed, 123456, '')).toBe(false);
  });

  it('knows local development origins and cross-site requests', () => {
    expect(['localhost', 'demo.localhost', '127.0.0.1', '[::1]'].every(isLocalHostname)).toBe(true);
    expect(isLocalHostname('localhost.example.com')).toBe(false);
    expect(
      isLocalDevelopmentRequest(req({ host: 'demo.localhost:3000', origin: 'http://demo.localhost:3000' })),
    ).toBe(true);
    expect(
      isLocalDevelopmentRequest(req({ host: 'demo.localhost:3000', origin: 'https://evil.example' })),
    ).toBe(false);
    expect(isLocalDevelopmentRequest(req({ host: 'travel.example.com' }))).toBe(false);
    const https = { 'x-forwarded-proto': 'https' };
    expect(isCrossSiteRequest(req({ host: 'a.example', origin: 'https://a.example', ...https }))).toBe(false);
    expect(isCrossSiteRequest(req({ host: 'a.example', origin: 'https://b.example', ...https }))).toBe(true);
    // The full origin counts: another scheme, another port or a sibling subdomain is another origin.
    expect(isCrossSiteRequest(req({ host: 'a.example', origin: 'http://a.example', ...https }))).toBe(true);
    expect(
      isCrossSiteRequest(req({ host: 'a.example:3000', origin: 'https://a.example:4000', ...https })),
    ).toBe(true);
    expect(
      isCrossSiteRequest(req({ host: 'demo.localhost:3000', origin: 'http://b2b.localhost:3000' })),
    ).toBe(true);
    expect(
      isCrossSiteRequest(req({ host: 'demo.localhost:3000', origin: 'http://demo.localhost:3000' })),
    ).toBe(false);
    expect(isCrossSiteRequest(req({ host: 'a.example', origin: 'null' }))).toBe(true);
    expect(isCrossSiteRequest(req({ host: 'a.example', 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(req({ host: 'a.example', 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(req({ host: 'a.example' }))).toBe(false);
  });

  it('seals a session that reads back, refuses tampering and expiry', async () => {
    const sealed = await sealSession({ tenantId: 't', userId: 'u', version: 3 });
    const cookie = sessionCookie(req({ host: 'demo.localhost' }), sealed);
    expect(cookie).toMatch(/^itinera_session=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const back = await readSession(req({ cookie: cookie.split(';')[0] ?? '' }));
    expect(back).toMatchObject({ tenantId: 't', userId: 'u', version: 3 });
    expect(await readSession(req({ cookie: `itinera_session=${sealed.slice(0, -2)}xx` }))).toBeNull();
    expect(
      await readSession(req({ cookie: cookie.split(';')[0] ?? '' }), Date.now() + 8 * 86_400_000),
    ).toBeNull();
  });
});
