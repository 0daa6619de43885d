import { FIXTURE_QUOTATION } from '@/components/planner/fixtures';
import type { TQuotation } from '@/lib/contract/planner';
import { mailLocale } from './mail-locale';
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

  it("is written in the customer's language (issue 31): French words, date and money; Arabic right to left", () => {
    const fr = renderQuotationEmail(quotation, 'Wanderlight Holidays', mailLocale('fr-FR'));
    expect(fr.subject).toBe('Votre devis Wanderlight Holidays OPP-1001-000042');
    expect(fr.text).toContain('Voyageurs : 2 adultes, 1 enfant, aucun bébé');
    expect(fr.text).toContain('Prix : 3 123,45 €');
    expect(fr.text).toContain('Voir le voyage');
    expect(fr.html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(renderQuotationEmail(quotation, 'Wanderlight Holidays', mailLocale('ar-AE')).html).toContain(
      '<html lang="ar-AE" dir="rtl">',
    );
  });
});
