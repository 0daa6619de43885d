import { parsePercent, readMarkups, samplePrice, writeMarkup } from './markup-draft';

const SITE = {
  agency_details: { name: 'Meridian', details: { invoice_currency: 'eur' } },
  pricing_configuration: { hotel: 1.08, activity: 1.1, transfer: 1.05 },
  taxconfig_set: [],
};

describe('markup draft', () => {
  it('reads each mode as a percentage and writes it back as the factor the pricing module reads', () => {
    expect(readMarkups(SITE)).toEqual({ hotel: '8', activity: '10', transfer: '5', flight: '', package: '' });
    const next = writeMarkup(SITE, 'hotel', parsePercent('10'));
    expect(next.pricing_configuration).toEqual({ hotel: 1.1, activity: 1.1, transfer: 1.05 });
    expect(writeMarkup(SITE, 'flight', parsePercent('7.3')).pricing_configuration).toMatchObject({
      flight: 1.073,
    });
    expect(readMarkups(writeMarkup(SITE, 'package', parsePercent('12.5'))).package).toBe('12.5');
    // No markup: the factor is removed (the module's default, 1).
    expect(writeMarkup(SITE, 'transfer', parsePercent('0')).pricing_configuration).toEqual({
      hotel: 1.08,
      activity: 1.1,
    });
    expect(SITE.pricing_configuration.hotel).toBe(1.08);
  });

  it.each(['', '-5', 'ten', '1.234', '10%', '100000'])('refuses %p as a percentage', (text) => {
    expect(parsePercent(text)).toBeNull();
  });

  it('prices the sample before and after through the pricing module, taxes included', () => {
    expect(samplePrice(SITE, 'hotel')).toEqual({ amount: 10_800, currency: 'EUR' });
    expect(samplePrice(writeMarkup(SITE, 'hotel', 1000), 'hotel')).toEqual({
      amount: 11_000,
      currency: 'EUR',
    });
    const taxed = { ...SITE, taxconfig_set: [{ name: 'VAT', type: 'percent', value: 20 }] };
    expect(samplePrice(taxed, 'hotel').amount).toBe(12_960);
    expect(samplePrice({}, 'flight')).toEqual({ amount: 10_000, currency: 'EUR' });
  });
});
