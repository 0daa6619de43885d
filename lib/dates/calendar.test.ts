import { addDays, ageOn } from './calendar';

describe('addDays', () => {
  it.each([
    ['2027-05-10', 7, '2027-05-17'],
    ['2027-02-27', 2, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2027-05-10', 0, '2027-05-10'],
    // Across Europe's and America's daylight-saving changes: still whole days.
    ['2027-03-27', 2, '2027-03-29'],
    ['2027-11-06', 1, '2027-11-07'],
  ])('%s + %i → %s', (date, days, out) => {
    expect(addDays(date, days)).toBe(out);
    // Asked again, the remembered answer is the same.
    expect(addDays(date, days)).toBe(out);
  });

  it('rolls a day past the end of its month over, as the copies it replaces did', () => {
    expect(addDays('2027-02-30', 1)).toBe('2027-03-03');
  });

  it("answers 'Invalid Date' for what is not a date (an empty date field)", () => {
    expect(addDays('', 3)).toBe('Invalid Date');
    expect(addDays('not a date', 3)).toBe('Invalid Date');
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('1956-12-05', '2026-12-04')).toBe(69);
    expect(ageOn('1956-12-05', '2026-12-05')).toBe(70);
    expect(ageOn('2010-06-15', '2027-05-10')).toBe(16);
    expect(ageOn('2027-05-10', '2027-05-10')).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
    expect(ageOn('2000-02-29', '2028-02-29')).toBe(28);
  });
});
