import { z } from 'zod';
import { parseContractBody } from './contract-body';

const Shape = z.object({ lead_id: z.string(), total: z.number() });

describe('parseContractBody', () => {
  it('takes the bare contract shape', () => {
    expect(parseContractBody(Shape, { lead_id: 'L1', total: 5 })).toEqual({ lead_id: 'L1', total: 5 });
  });

  it('takes the shape wrapped in data, as the original backend answers', () => {
    expect(parseContractBody(Shape, { data: { lead_id: 'L2', total: 7 } })).toEqual({
      lead_id: 'L2',
      total: 7,
    });
  });

  it('gives null for an answer that fits neither', () => {
    expect(parseContractBody(Shape, { data: { lead_id: 3 } })).toBeNull();
    expect(parseContractBody(Shape, { lead_id: 'L3' })).toBeNull();
    expect(parseContractBody(Shape, null)).toBeNull();
    expect(parseContractBody(Shape, 'text')).toBeNull();
  });
});
