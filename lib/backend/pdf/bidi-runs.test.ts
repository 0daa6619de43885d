import { autoDirection, visualRuns } from './bidi-runs';

const shape = (line: string, base: 'ltr' | 'rtl' = 'rtl') =>
  visualRuns(line, base).map(({ text, face, rtl, logical }) => ({ text, face, rtl, logical }));

describe('visualRuns', () => {
  it('a Latin line is one Latin run', () => {
    expect(shape('Booking reference BK-1', 'ltr')).toEqual([
      { text: 'Booking reference BK-1', face: 'latin', rtl: false, logical: 0 },
    ]);
  });

  it('an Arabic label with a Latin reference: the reference prints on the left, read second', () => {
    expect(shape('مرجع الحجز BK-AB12')).toEqual([
      { text: 'BK-AB12', face: 'latin', rtl: false, logical: 1 },
      // Given in reading order: fontkit lays an Arabic run out right to left itself.
      { text: 'مرجع الحجز ', face: 'arabic', rtl: true, logical: 0 },
    ]);
  });

  it('brackets between Arabic and Latin text are mirrored and the direction marks Intl adds vanish', () => {
    const runs = shape('المسافرون (Mr Lee)\u200f');
    expect(runs.map((r) => r.text)).toEqual(['(', 'Mr Lee', ')', 'المسافرون ']);
    expect(runs.map((r) => r.logical)).toEqual([3, 2, 1, 0]);
    expect(
      shape('\u200f1,234.50 د.إ.\u200f')
        .map((r) => r.text)
        .join('|'),
    ).not.toMatch(/[\u200e\u200f]/);
  });

  it('numbers inside Arabic keep their digits in order', () => {
    const runs = shape('المغادرة 14 مارس 2027');
    expect(runs.map((r) => r.text)).toEqual(['2027', 'مارس ', ' ', '14', 'المغادرة ']);
    expect(runs.map((r) => r.logical)).toEqual([4, 3, 2, 1, 0]);
  });

  it('the Arabic comma is Arabic (it is "Common" by Script, Arabic by Script_Extensions)', () => {
    expect(shape('الرحلة، الفندق').map((r) => r.face)).toEqual(['arabic']);
  });

  it('Devanagari gets its own face, left to right', () => {
    expect(shape('बुकिंग संदर्भ BK-1', 'ltr')).toEqual([
      { text: 'बुकिंग संदर्भ ', face: 'devanagari', rtl: false, logical: 0 },
      { text: 'BK-1', face: 'latin', rtl: false, logical: 1 },
    ]);
  });

  it('a line with no strong character follows the paragraph direction, as a browser shows it', () => {
    expect(autoDirection('12 - 14')).toBeNull();
    expect(autoDirection('(رقم)')).toBe('rtl');
    expect(
      shape('12 - 14', 'ltr')
        .map((r) => r.text)
        .join(''),
    ).toBe('12 - 14');
    expect(
      shape('12 - 14', 'rtl')
        .map((r) => r.text)
        .join(''),
    ).toBe('14 - 12');
  });
});
