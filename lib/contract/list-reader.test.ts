import { z } from 'zod';
import { readCurrencies } from './currency';
import { listIn, readList } from './list-reader';

const Item = z.object({ id: z.coerce.number() });

describe('readList', () => {
  it.each([
    ['a bare array', [{ id: 1 }, { id: '2' }]],
    ['data', { data: [{ id: 1 }, { id: '2' }] }],
    ['results', { success: true, results: [{ id: 1 }, { id: 2 }] }],
    ['data.results', { data: { results: [{ id: 1 }, { id: 2 }] } }],
  ])('reads %s', (_label, body) => {
    expect(readList(body, Item)).toEqual({ items: [{ id: 1 }, { id: 2 }], dropped: 0 });
  });

  it('leaves out items it cannot read, keeping the others', () => {
    expect(readList([{ id: 1 }, { id: 'x' }, null, { id: 3 }], Item)).toEqual({
      items: [{ id: 1 }, { id: 3 }],
      dropped: 2,
    });
  });

  it('is null when there is no list', () => {
    for (const body of [null, 'x', 5, { data: 'x' }, { status: true }]) expect(listIn(body)).toBeNull();
  });
});

describe('readCurrencies (get_currency, §3 Currency)', () => {
  it('reads a bare list with string factors, A–Z by name, each code once', () => {
    expect(
      readCurrencies([
        { code: 'usd', name: 'US Dollar', conversion_factor: '0.012' },
        { code: 'INR', name: 'Indian Rupee', conversion_factor: 1 },
        { code: 'INR', name: 'Rupee again', conversion_factor: 1 },
        { code: 'XX', name: 'Broken', conversion_factor: 1 },
        { code: 'EUR', name: 'Euro', conversion_factor: 0 },
      ])?.map((c) => [c.code, c.conversion_factor]),
    ).toEqual([
      ['INR', 1],
      ['USD', 0.012],
    ]);
  });
  it('reads the built-in backend’s {success, data}', () => {
    expect(
      readCurrencies({
        success: true,
        data: [{ code: 'EUR', name: 'Euro', conversion_factor: 1, minor_units: 2 }],
      }),
    ).toEqual([{ code: 'EUR', name: 'Euro', conversion_factor: 1, minor_units: 2 }]);
  });
});
