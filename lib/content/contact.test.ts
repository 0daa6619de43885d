import { legalTemplateValues } from './agency';
import { contactModel } from './contact';
import { seedWorkingConfig } from './test-support';

describe('contactModel', () => {
  it('lists the customer-care entries and the agency (demo seed)', () => {
    const m = contactModel(seedWorkingConfig('demo'));
    expect(m.intro).toBe(
      'Our travel experts are available 24 hours a day, 7 days a week, by phone, e-mail or WhatsApp.',
    );
    expect(m.phones).toEqual(['+44 20 7946 0958']);
    expect(m.emails).toEqual(['care@wanderlight.example']);
    expect(m.whatsapp).toBe('+44 20 7946 0958');
    expect(m.agency.name).toBe('Wanderlight Holidays');
  });

  it('keeps several numbers in order, without blanks or repeats', () => {
    const m = contactModel(
      seedWorkingConfig('b2b', {
        customercare_set: [
          { type: 'customer_care_number', value: '+31 20 123 4567' },
          { type: 'customer_care_number', value: ' ' },
          { type: 'customer_care_number', value: '+31 10 765 4321' },
          { type: 'customer_care_number', value: '+31 20 123 4567' },
        ],
      }),
    );
    expect(m.phones).toEqual(['+31 20 123 4567', '+31 10 765 4321']);
    expect(m.emails).toEqual([]);
    expect(m.intro).toBeNull();
    expect(m.whatsapp).toBe('+31 20 123 4567');
  });

  it('has no WhatsApp number without a phone', () => {
    expect(contactModel(seedWorkingConfig('demo', { customercare_set: [] })).whatsapp).toBeNull();
  });
});

describe('legalTemplateValues', () => {
  it('fills agency, country name and contact e-mail', () => {
    const m = contactModel(seedWorkingConfig('b2b'));
    expect(legalTemplateValues(m.agency)).toEqual({
      agency: 'Meridian Trade Travel',
      country: 'the Netherlands',
      email: 'agents@meridian-trade.example',
    });
  });

  it("answers 'none' for what the agency does not give, so the template picks other wording", () => {
    const wc = seedWorkingConfig('demo', {
      agency_details: { name: 'Bare Travel', details: {} },
      customercare_set: [],
    });
    expect(legalTemplateValues(contactModel(wc).agency)).toEqual({
      agency: 'Bare Travel',
      country: 'none',
      email: 'none',
    });
  });
});
