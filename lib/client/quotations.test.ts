import { FIXTURE_QUOTATION } from '@/components/planner/fixtures';
import { readQuotationPage } from './quotations';

const quotation = (id: string, lead: string) => ({
  ...FIXTURE_QUOTATION,
  id,
  lead_id: lead,
  opp_id: `OPP-1001-00000${id}`,
});

describe('readQuotationPage', () => {
  it('reads the count, page, page size and each quotation, bare or in data', () => {
    const body = { count: 25, page: 2, page_size: 20, results: [quotation('1', 'L1'), quotation('2', 'L2')] };
    for (const answer of [body, { data: body }]) {
      const page = readQuotationPage(answer);
      expect(page).toMatchObject({ count: 25, page: 2, pageSize: 20 });
      expect(page?.results.map((q) => [q.quotation_id, q.lead_id, q.opp_id])).toEqual([
        ['1', 'L1', 'OPP-1001-000001'],
        ['2', 'L2', 'OPP-1001-000002'],
      ]);
      expect(page?.results[0]?.price).toEqual({ amount: 312_345, currency: 'EUR' });
    }
  });

  it('leaves out a result naming no quotation, and refuses an answer without results', () => {
    const page = readQuotationPage({ count: 2, results: [quotation('1', 'L1'), { hello: 'world' }] });
    expect(page?.results).toHaveLength(1);
    expect(page).toMatchObject({ count: 2, page: 1 });
    expect(readQuotationPage({ count: 2 })).toBeNull();
    expect(readQuotationPage(null)).toBeNull();
    expect(readQuotationPage('nope')).toBeNull();
  });
});
