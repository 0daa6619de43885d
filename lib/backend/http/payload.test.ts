import { readPayload, unwrapData } from './payload';

describe('request payload', () => {
  it('takes the fields out of a `data` object, else the body itself', () => {
    expect(unwrapData({ data: { lead_id: 'a' } })).toEqual({ lead_id: 'a' });
    expect(unwrapData({ lead_id: 'a' })).toEqual({ lead_id: 'a' });
    expect(unwrapData({ data: 'bare-id', type: 'x' })).toEqual({ data: 'bare-id', type: 'x' });
    expect(unwrapData({ data: [1, 2] })).toEqual({ data: [1, 2] });
  });

  it('reads JSON and form bodies, wrapped or not', async () => {
    const json = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { lead_id: 'a', index: 2 } }),
    });
    expect(await readPayload(json)).toEqual({ lead_id: 'a', index: 2 });
    const form = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify({ lead_id: 'b' }) }).toString(),
    });
    expect(await readPayload(form)).toEqual({ lead_id: 'b' });
    const bare = new Request('http://x/', { method: 'POST', body: 'lead_id=c' });
    expect(await readPayload(bare)).toEqual({ lead_id: 'c' });
  });
});
