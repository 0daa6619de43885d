import { canActOnQuotation, managesAllQuotations } from './access';

describe('managesAllQuotations', () => {
  it('reads the staff rule from a user row (permissions column)', () => {
    expect(managesAllQuotations({ role: 'Agency Admin', permissions: [] })).toBe(true);
    expect(managesAllQuotations({ role: 'Agency Employee', permissions: ['view all quotations'] })).toBe(
      true,
    );
    expect(managesAllQuotations({ role: 'Agency Employee', permissions: ['view all bookings'] })).toBe(false);
    expect(managesAllQuotations({ role: 'Consumer', permissions: ['view all quotations'] })).toBe(false);
  });
});

describe('canActOnQuotation', () => {
  const employee = { id: 'e1', role: 'Agency Employee', permissions: [] as string[] };
  it('lets staff who manage quotations act on any, others only on their own', () => {
    expect(
      canActOnQuotation({ createdBy: 'x' }, 'y', { ...employee, permissions: ['view all quotations'] }),
    ).toBe(true);
    expect(
      canActOnQuotation({ createdBy: 'x' }, 'y', { id: 'a', role: 'Agency Admin', permissions: [] }),
    ).toBe(true);
    expect(canActOnQuotation({ createdBy: 'x' }, 'y', employee)).toBe(false);
    expect(canActOnQuotation({ createdBy: 'e1' }, 'y', employee)).toBe(true);
    expect(canActOnQuotation({ createdBy: 'x' }, 'c1', { id: 'c1', role: 'Consumer', permissions: [] })).toBe(
      true,
    );
    expect(
      canActOnQuotation({ createdBy: null }, null, { id: 'c1', role: 'Consumer', permissions: [] }),
    ).toBe(false);
  });
  it("treats staff who do not manage quotations as strangers to a colleague's quotation", () => {
    for (const role of ['Agency Employee', 'Consumer'])
      expect(canActOnQuotation({ createdBy: 'x' }, 'y', { id: 'u9', role, permissions: [] })).toBe(false);
    for (const role of ['Agency', 'Agency Admin', 'SuperAdmin'])
      expect(canActOnQuotation({ createdBy: 'x' }, 'y', { id: 'u9', role, permissions: [] })).toBe(true);
  });
});
