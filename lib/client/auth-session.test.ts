import { claimsSession } from './auth-session';

describe('claimsSession', () => {
  it('is true only for an object whose auth is the boolean true', () => {
    expect(claimsSession({ auth: true })).toBe(true);
    expect(claimsSession({ auth: true, user_name: 'Ada' })).toBe(true);
    for (const body of [{ auth: false }, { auth: 'true' }, { auth: 1 }, {}, null, 'auth', [true]])
      expect(claimsSession(body)).toBe(false);
  });
});
