import { leadAccess } from './lead-access';

describe('leadAccess', () => {
  const owner = 'u-1';
  it('lets anyone holding the id use an anonymous lead', () => {
    expect(leadAccess(null, null)).toBe('ok');
    expect(leadAccess(null, { id: 'u-2', role: 'Consumer' })).toBe('ok');
  });
  it('keeps an owned lead to its owner and the agency staff', () => {
    expect(leadAccess(owner, { id: owner, role: 'Consumer' })).toBe('ok');
    expect(leadAccess(owner, { id: 'u-2', role: 'Agency Employee' })).toBe('ok');
    expect(leadAccess(owner, { id: 'u-2', role: 'Agency Admin' })).toBe('ok');
    expect(leadAccess(owner, { id: 'u-2', role: 'Consumer' })).toBe('forbidden');
    expect(leadAccess(owner, null)).toBe('login');
  });
});
