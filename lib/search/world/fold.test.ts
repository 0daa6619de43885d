import { foldedForms, foldGermanTransliteration, foldKey } from './fold';

describe('foldKey', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['SÃO PAULO', 'sao paulo'],
    ['St. Moritz', 'st moritz'],
    ['Straße', 'strasse'],
    ['København', 'kobenhavn'],
    ['Łódź', 'lodz'],
    ['  Aix-en-Provence ', 'aix en provence'],
    ['New York (JFK)', 'new york jfk'],
  ])('%s → %s', (input, expected) => {
    expect(foldKey(input)).toBe(expected);
  });
});

describe('German transliteration', () => {
  it('spells umlauts as ae/oe/ue', () => {
    expect(foldGermanTransliteration('München')).toBe('muenchen');
    expect(foldGermanTransliteration('Köln')).toBe('koeln');
  });
  it('is null without umlauts', () => {
    expect(foldGermanTransliteration('Berlin')).toBeNull();
  });
  it('foldedForms gives both forms once', () => {
    expect(foldedForms('München')).toEqual(['munchen', 'muenchen']);
    expect(foldedForms('Paris')).toEqual(['paris']);
  });
});
