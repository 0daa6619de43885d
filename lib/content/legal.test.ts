import { agencyLegalHtml } from './legal';

const legal = {
  terms: '<h2>Our terms</h2><p>Deposit 20%.</p>',
  privacy: '<p></p><script>alert(1)</script>',
  cancellation: '<p>Cancel early.</p>',
};

describe('agencyLegalHtml', () => {
  it("gives the agency's terms to both terms pages", () => {
    expect(agencyLegalHtml(legal, 'terms')).toBe(legal.terms);
    expect(agencyLegalHtml(legal, 'conditions')).toBe(legal.terms);
    expect(agencyLegalHtml(legal, 'cancellation')).toBe(legal.cancellation);
  });

  it('keeps the template when the text shows nothing once sanitised, or is absent', () => {
    expect(agencyLegalHtml(legal, 'privacy')).toBeNull();
    expect(agencyLegalHtml({ terms: null, privacy: null, cancellation: null }, 'terms')).toBeNull();
  });
});
