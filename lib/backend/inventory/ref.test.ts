import { decodeRef, encodeRef } from './ref';

describe('offer refs', () => {
  it('round-trips several parts', () => {
    const parts = [
      { kind: 'flight' as const, code: 'FL-LON-PAR-1', date: '2027-01-10', slot: '08:10|light' },
      { kind: 'flight' as const, code: 'FL-PAR-LON-1', date: '2027-01-17', slot: '18:30|light' },
    ];
    expect(decodeRef(encodeRef(parts))).toEqual(parts);
  });

  it('keeps an empty slot', () => {
    expect(decodeRef('insurance:EU-BASIC@2027-01-10#')).toEqual([
      { kind: 'insurance', code: 'EU-BASIC', date: '2027-01-10', slot: '' },
    ]);
  });

  it.each([
    '',
    'flight:X',
    'cruise:C1@2027-01-10#',
    'flight:A@2027-1-1#x',
    'flight:A@2027-01-10#x+',
    // Days that do not exist (issue 26): flight and insurance refs used to be priced with them.
    'flight:A@2020-02-30#x',
    'insurance:EU-BASIC@0000-00-00#',
    'hotel:H@2020-13-45#r',
  ])('refuses %p', (ref) => {
    expect(decodeRef(ref)).toBeNull();
  });
});
