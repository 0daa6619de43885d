import { nightDates, resolveNights } from './nights';

const season = {
  dateFrom: '2027-01-01',
  dateTo: '2027-03-31',
  baseMinor: 10000,
  extraAdultMinor: 4000,
  childMinor: 2000,
};
const offer = {
  dateFrom: '2027-03-30',
  dateTo: '2027-04-02',
  baseMinor: 8000,
  extraAdultMinor: 3000,
  childMinor: 1000,
};

describe('nightDates', () => {
  it('counts nights across month ends and leap days', () => {
    expect(nightDates('2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('resolveNights', () => {
  it('prices each night from the covering range, the later-starting range winning overlaps', () => {
    const nights = resolveNights(nightDates('2027-03-29', 3), [season, offer], new Map(), 5);
    expect(nights.map((n) => [n.date, n.baseMinor])).toEqual([
      ['2027-03-29', 10000],
      ['2027-03-30', 8000],
      ['2027-03-31', 8000],
    ]);
  });

  it('leaves out nights no range covers and applies allotment exceptions', () => {
    const nights = resolveNights(nightDates('2027-03-31', 4), [season], new Map([['2027-03-31', 0]]), 5);
    expect(nights).toHaveLength(1);
    expect(nights[0]?.available).toBe(0);
    expect(resolveNights(['2027-02-01'], [season], new Map(), 5)[0]?.available).toBe(5);
  });
});
