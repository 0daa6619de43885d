import { lapInfantsProblem, maxInfantsFor } from '@/lib/contract/booking';

describe('one lap infant per adult', () => {
  it('lets each adult take one infant', () => {
    expect(maxInfantsFor(1)).toBe(1);
    expect(maxInfantsFor(4)).toBe(4);
    expect(lapInfantsProblem({ adults: 2, infants: 2 })).toBeNull();
    expect(lapInfantsProblem({ adults: 3, infants: 0 })).toBeNull();
  });

  it('names the field and its range when there are more infants than adults', () => {
    expect(lapInfantsProblem({ adults: 1, infants: 8 })).toBe(
      'infants must be between 0 and 1 (one infant per adult).',
    );
    expect(lapInfantsProblem({ adults: 0, infants: 1 })).toBe(
      'infants must be between 0 and 0 (one infant per adult).',
    );
  });
});
