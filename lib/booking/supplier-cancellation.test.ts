import { cancellationTerms, checkOutOf, freeCancelUntil } from './supplier-cancellation';

const refundable = { refundable: true, freeUntilDaysBefore: 7, penaltyPercent: 50 };

describe('cancellation terms', () => {
  it('computes the free-cancellation date before check-in', () => {
    expect(freeCancelUntil(refundable, '2027-05-10')).toBe('2027-05-03');
    expect(freeCancelUntil({ ...refundable, freeUntilDaysBefore: null }, '2027-05-10')).toBeNull();
  });

  it('words refundable, late and non-refundable bookings', () => {
    expect(cancellationTerms(refundable, '2027-05-10', '2027-04-01').text).toBe(
      'Free cancellation until 03-May-27',
    );
    expect(cancellationTerms(refundable, '2027-05-10', '2027-05-05').text).toBe(
      'Cancellation charge 50% of the stay',
    );
    const nr = cancellationTerms(
      { refundable: false, freeUntilDaysBefore: null, penaltyPercent: 100 },
      '2027-05-10',
      '2027-04-01',
    );
    expect(nr).toEqual({
      refundable: false,
      free_cancel_until: null,
      penalty_percent: 100,
      text: 'Non-refundable',
    });
  });

  it('finds check-out across a month end', () => {
    expect(checkOutOf('2027-01-30', 3)).toBe('2027-02-02');
  });
});
