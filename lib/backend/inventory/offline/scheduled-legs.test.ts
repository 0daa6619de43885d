import { partyText, serviceNumber } from './scheduled-legs';

describe('scheduled legs', () => {
  it('numbers a service after its carrier, stable per leg and departure', () => {
    const leg = { code: 'L-rail-a-b', carrier: 'EuroRail', departures: ['18:00', '07:00'] };
    const first = serviceNumber(leg, '07:00');
    expect(first).toMatch(/^ER \d{4}$/);
    expect(serviceNumber(leg, '07:00')).toBe(first);
    expect(serviceNumber(leg, '18:00')).not.toBe(first);
    expect(serviceNumber({ ...leg, carrier: 'Blue Star Ferries' }, '07:00')).toMatch(/^BSF /);
    expect(serviceNumber({ ...leg, carrier: 'Shinkansen' }, '07:00')).toMatch(/^SH /);
  });

  it('says who travels on what', () => {
    expect(partyText({ adults: 1, children: 0, free: 0 })).toBe('1 adult (12 and over)');
    expect(partyText({ adults: 2, children: 2, free: 1 })).toBe(
      '2 adults (12 and over), 2 children (4–11), 1 under 4 (free, no seat)',
    );
  });
});
