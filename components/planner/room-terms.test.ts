import { roomTerms } from './room-terms';

describe('roomTerms', () => {
  it('keeps both when they say different things', () => {
    expect(roomTerms('Refundable', 'Free cancellation until 08-May-27')).toBe(
      'Refundable · Free cancellation until 08-May-27',
    );
  });

  it('says non-refundable once', () => {
    expect(roomTerms('Non-refundable', 'Non-refundable')).toBe('Non-refundable');
    expect(roomTerms('Non-refundable', 'non-refundable ')).toBe('Non-refundable');
  });

  it('leaves out an empty cancellation text', () => {
    expect(roomTerms('Refundable', '')).toBe('Refundable');
  });
});
