import * as planner from './index';

describe('lib/planner public surface', () => {
  it('exports the documented functions and the change error', () => {
    for (const name of ['planPackage', 'applyChange', 'hotelAlternatives', 'whyRank', 'orderCities'] as const)
      expect(typeof planner[name]).toBe('function');
    const err = new planner.PlannerChangeError(planner.CHANGE_MESSAGES.noRoom);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('PlannerChangeError');
    expect(err.message).toBe('This hotel has no room for your party on these dates.');
  });
});
