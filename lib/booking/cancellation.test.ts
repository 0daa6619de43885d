import { quoteCancellation, strictestPolicy } from './cancellation';

const base = {
  departureDate: '2027-06-30',
  totalMinor: 100_001,
  paidMinor: 100_001,
  chargeCancellationFee: true,
};

describe('quoteCancellation', () => {
  it('is free up to 30 days before departure', () => {
    const q = quoteCancellation({ ...base, status: 'confirmed', today: '2027-05-31' });
    expect(q).toMatchObject({ feeMinor: 0, refundMinor: 100_001 });
    expect(q.terms.text).toBe('Free cancellation until 31-May-27');
  });

  it('charges half the total, rounded once, after that', () => {
    const q = quoteCancellation({ ...base, status: 'confirmed', today: '2027-06-01' });
    expect(q).toMatchObject({ feeMinor: 50_001, refundMinor: 50_000 });
    expect(q.terms.text).toBe('Cancellation charge 50% of the stay');
  });

  it('never charges more than was paid, nor anything for a booking only held', () => {
    expect(
      quoteCancellation({ ...base, paidMinor: 10_000, status: 'confirmed', today: '2027-06-29' }),
    ).toMatchObject({
      feeMinor: 10_000,
      refundMinor: 0,
    });
    expect(quoteCancellation({ ...base, paidMinor: 0, status: 'held', today: '2027-06-29' }).feeMinor).toBe(
      0,
    );
  });

  it('is always free when the agency does not charge cancellation fees', () => {
    const q = quoteCancellation({
      ...base,
      chargeCancellationFee: false,
      status: 'confirmed',
      today: '2027-06-29',
    });
    expect(q).toMatchObject({ feeMinor: 0, refundMinor: 100_001 });
    expect(q.terms.text).toBe('Free cancellation');
  });
});

describe('a planned trip: the strictest terms of its rooms', () => {
  const room = (refundable: boolean, freeUntilDaysBefore: number | null, penaltyPercent: number) => ({
    refundable,
    freeUntilDaysBefore,
    penaltyPercent,
  });

  it('takes the earliest free-cancellation deadline and the highest penalty', () => {
    expect(strictestPolicy([room(true, 7, 50), room(true, 14, 100)])).toEqual(room(true, 14, 100));
    expect(strictestPolicy([room(true, 7, 50), room(true, null, 20)])).toEqual(room(true, null, 50));
    expect(strictestPolicy([room(true, 7, 50), room(false, 7, 50)])).toMatchObject({ refundable: false });
  });

  it("charges the trip's own penalty once its free period is over", () => {
    const base = { status: 'confirmed', today: '2027-05-01', totalMinor: 100_000, paidMinor: 100_000 };
    const policy = room(true, 7, 20);
    const inside = quoteCancellation({
      ...base,
      departureDate: '2027-05-05',
      chargeCancellationFee: true,
      policy,
    });
    expect(inside.feeMinor).toBe(20_000);
    const early = quoteCancellation({
      ...base,
      departureDate: '2027-06-05',
      chargeCancellationFee: true,
      policy,
    });
    expect(early.feeMinor).toBe(0);
    const never = quoteCancellation({
      ...base,
      departureDate: '2027-06-05',
      chargeCancellationFee: true,
      policy: room(false, null, 0),
    });
    expect(never).toMatchObject({ feeMinor: 100_000, terms: { text: 'Non-refundable' } });
  });
});
