import { COUNTRIES, DIAL_CODES } from '.';
import { referenceListsForBrowser } from './browser-lists-server';

describe('referenceListsForBrowser', () => {
  it('carries every country with its currency, every currency and every dial code, nothing more', () => {
    const lists = referenceListsForBrowser();
    expect(lists.chooser.countries).toHaveLength(COUNTRIES.length);
    expect(lists.chooser.countries.find((c) => c.code === 'GB')).toEqual({
      code: 'GB',
      name: 'United Kingdom',
      currency: 'GBP',
    });
    expect(lists.chooser.currencies.find((c) => c.code === 'EUR')).toEqual({ code: 'EUR', name: 'Euro' });
    expect(lists.dialCodes).toHaveLength(DIAL_CODES.length);
    expect(lists.dialCodes.find((d) => d.code === 'IN')).toEqual({
      name: 'India',
      dial_code: '+91',
      code: 'IN',
    });
    expect(referenceListsForBrowser()).toBe(lists);
  });
});
