import { canSeeQuotation } from './access';

describe('canSeeQuotation', () => {
  const consumer = { id: 'u1', role: 'Consumer' };
  it('lets agency staff see any quotation of their tenant', () => {
    for (const role of ['Agency', 'Agency Employee', 'Agency Admin', 'SuperAdmin'])
      expect(canSeeQuotation({ createdBy: 'x' }, 'y', { id: 'u9', role })).toBe(true);
  });
  it('lets a traveller see only their own', () => {
    expect(canSeeQuotation({ createdBy: 'u1' }, null, consumer)).toBe(true);
    expect(canSeeQuotation({ createdBy: 'agent' }, 'u1', consumer)).toBe(true);
    expect(canSeeQuotation({ createdBy: 'agent' }, 'u2', consumer)).toBe(false);
    expect(canSeeQuotation({ createdBy: null }, null, consumer)).toBe(false);
  });
});
