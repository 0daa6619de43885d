import { parisInventory, search, testPrice } from './fixtures';
import { framesOf } from './frames';
import { planPackage } from './plan';

describe('framesOf', () => {
  it('knows where the traveller slept before each day and sleeps that night', () => {
    const [v] = planPackage(search(), parisInventory(), { price: testPrice() });
    if (!v) throw new Error('no plan');
    const frames = framesOf(v);
    expect(frames).toHaveLength(4);
    expect(frames[0]?.before).toBeNull();
    expect(frames[0]?.tonight?.city).toBe('Paris');
    expect(frames[1]?.before?.hotel.code).toBe(v.cities[0]?.hotel.code);
    expect(frames[3]?.tonight).toBeNull();
    // Copies: inserting into a frame does not touch the variant.
    frames[1]?.items.push(frames[0]?.items[0] as (typeof v.days)[number]['items'][number]);
    expect(frames[1]?.items.length).toBe((v.days[1]?.items.length ?? 0) + 1);
  });
});
