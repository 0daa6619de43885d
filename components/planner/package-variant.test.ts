import { FIXTURE_PACKAGE } from './fixtures';
import { packageProblem, variantByIndex } from './package-variant';

describe('package pages: which variant, which problem', () => {
  it('finds a variant by its index segment', () => {
    expect(variantByIndex(FIXTURE_PACKAGE, '1')?.label).toBe('Comfort');
    expect(variantByIndex(FIXTURE_PACKAGE, '0')?.index).toBe(0);
  });

  it('names no variant for an unknown or malformed index', () => {
    for (const index of ['2', '-1', '1.0', ' 1', '', '12345', 'abc']) {
      expect(variantByIndex(FIXTURE_PACKAGE, index)).toBeUndefined();
    }
  });

  it('reads a 404 as not found and anything else as a load error', () => {
    expect(packageProblem({ status: 404 })).toBe('notFound');
    expect(packageProblem({ status: 500 })).toBe('loadError');
    expect(packageProblem({ status: 0 })).toBe('loadError');
  });
});
