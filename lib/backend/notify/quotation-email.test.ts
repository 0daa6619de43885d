import { FIXTURE_QUOTATION } from '@/components/planner/fixtures';
import type { TQuotation } from '@/lib/contract/planner';
import { renderQuotationEmail } from './quotation-email';

const quotation: TQuotation = {
  ...FIXTURE_QUOTATION,
  destinations: ['Paris', 'Rome <&>'],
  trip_url: 'http://demo.localhost:3000/detail/PKG?lead_id=1&x="y"',
};

describe('renderQuotationEmail', () => {
  it('states the opportunity, destinations, travel date, travellers and price, with the trip link', () => {
    const r = renderQuotationEmail(quotation, 'Wanderlight Holidays');
    expect(r.subject).toBe('Your Wanderlight Holidays quotation OPP-1001-000042');
    expect(r.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Opportunity ID: OPP-1001-000042',
        'Destinations: Paris, Rome <&>',
        'Travel Date: 10-May-27',
        'Travellers: 2 adults, 1 child, no infants',
        'Price: €3,123.45',
        `View the trip: ${quotation.trip_url}`,
      ]),
    );
    expect(r.links).toEqual([quotation.trip_url]);
  });

  it('escapes every value in the HTML and falls back to the product name without an agency', () => {
    const r = renderQuotationEmail(quotation, '  ');
    expect(r.subject).toBe('Your Itinera quotation OPP-1001-000042');
    expect(r.html).toContain('Destinations: Paris, Rome &#60;&#38;&#62;');
    expect(r.html).not.toContain('Rome <&>');
    expect(r.html).toContain('x=&#34;y&#34;');
  });
});
