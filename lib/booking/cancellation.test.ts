import { quoteCancellation } from './cancellation';

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
