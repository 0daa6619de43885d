import {
  applyChange,
  CHANGE_MESSAGES,
  hotelAlternatives,
  orderCities,
  PlannerChangeError,
  planPackage,
  whyRank,
} from './index';

describe('lib/planner public surface', () => {
  it('exports the documented functions and the change error', () => {
    for (const fn of [planPackage, applyChange, hotelAlternatives, whyRank, orderCities])
      expect(typeof fn).toBe('function');
    const err = new PlannerChangeError(CHANGE_MESSAGES.noRoom);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('PlannerChangeError');
    expect(err.message).toBe('This hotel has no room for your party on these dates.');
  });
});
