import { formToObject, readBody } from './body';

const req = (body: string, type?: string) =>
  new Request('http://x/', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('readBody', () => {
  it('reads JSON', async () => {
    expect(await readBody(req('{"data":{"subdomain":"demo"}}', 'application/json'))).toEqual({
      data: { subdomain: 'demo' },
    });
  });
  it('reads a form field holding JSON, as the original client sends it', async () => {
    const body = new URLSearchParams({ data: JSON.stringify({ subdomain: 'demo' }) }).toString();
    expect(await readBody(req(body, 'application/x-www-form-urlencoded'))).toEqual({
      data: { subdomain: 'demo' },
    });
  });
  it('reads bracketed form fields', async () => {
    expect(await readBody(req('data%5Bsubdomain%5D=b2b', 'application/x-www-form-urlencoded'))).toEqual({
      data: { subdomain: 'b2b' },
    });
  });
  it('turns malformed JSON and empty bodies into an empty object', async () => {
    expect(await readBody(req('{not json', 'application/json'))).toEqual({});
    expect(await readBody(req('', 'application/json'))).toEqual({});
    expect(await readBody(req('[1,2]', 'application/json'))).toEqual({});
  });
  it('keeps a form value that only looks like JSON as text', () => {
    expect(formToObject(new URLSearchParams('q={oops'))).toEqual({ q: '{oops' });
  });
});
