import { formToObject, readBody } from './body';
import { TOO_DEEP_MESSAGE, TOO_MANY_ENTRIES_MESSAGE } from './json-shape';

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

describe('readBody refuses what could reach a prototype, NUL characters and oversized bodies', () => {
  const form = (body: string) => req(body, 'application/x-www-form-urlencoded');
  const json = (body: string) => req(body, 'application/json');
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      return err as { status: number; userMessage: string; details: Record<string, string[]> };
    }
    throw new Error('not refused');
  };

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key %s in forms and JSON, at any depth',
    async (key) => {
      for (const r of [
        form(`${key}[polluted]=yes`),
        form(`data[${key}][polluted]=yes`),
        form(`a[b][${key}]=yes`),
        form(`data=${encodeURIComponent(JSON.stringify({ x: { [key]: { polluted: 'yes' } } }))}`),
        json(`{"data":{"${key}":{"polluted":"yes"}}}`),
        json(`{"list":[{"${key}":{"polluted":"yes"}}]}`),
      ]) {
        const err = await refusal(readBody(r));
        expect(err.status).toBe(400);
        expect(Object.keys(err.details)[0]).toContain(key);
        expect(Object.values(err.details)[0]).toEqual(['This field is not allowed.']);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('builds nested form objects without a prototype', async () => {
    const body = await readBody(form('p%5Bq%5D%5Br%5D=4&p%5Bs%5D=5'));
    expect(body).toEqual({ p: { q: { r: '4' }, s: '5' } });
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.getPrototypeOf(body.p)).toBeNull();
  });

  it('refuses a NUL character with a 400 naming the field', async () => {
    const a = await refusal(readBody(json('{"email":"a\\u0000@b.co"}')));
    expect(a.status).toBe(400);
    expect(a.details).toEqual({ email: ['This field contains a character that is not allowed.'] });
    const b = await refusal(readBody(form('details%5Bfirst_name%5D=A%00')));
    expect(Object.keys(b.details)).toEqual(['details.first_name']);
  });

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const declared = new Request('http://x/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) },
    });
    expect((await refusal(readBody(declared))).status).toBe(413);
    const big = json(`{"x":"${'a'.repeat(70 * 1024)}"}`);
    expect((await refusal(readBody(big))).status).toBe(413);
    expect(await readBody(json(`{"x":"${'a'.repeat(60 * 1024)}"}`))).toHaveProperty('x');
  });
});

describe('readBody bounds depth and width without recursion (issue 26 item 11)', () => {
  const refusal = async (p: Promise<unknown> | (() => unknown)) => {
    try {
      await (typeof p === 'function' ? p() : p);
    } catch (err) {
      return err as { status: number; code: string; details: Record<string, string[]> };
    }
    throw new Error('not refused');
  };

  it('takes 32 levels and 5,000 entries, refuses 33 levels and 5,001 entries', async () => {
    const levels = (n: number) => `{"a":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    expect(await readBody(req(levels(32), 'application/json'))).toHaveProperty('a');
    expect(await refusal(readBody(req(levels(33), 'application/json')))).toMatchObject({
      status: 400,
      code: 'too_deep',
      details: { body: [TOO_DEEP_MESSAGE] },
    });
    const items = (n: number) => `{"a":[${new Array(n - 1).fill(0).join(',')}]}`;
    expect(await readBody(req(items(5_000), 'application/json'))).toHaveProperty('a');
    expect(await refusal(readBody(req(items(5_001), 'application/json')))).toMatchObject({
      code: 'too_many_entries',
      details: { a: [TOO_MANY_ENTRIES_MESSAGE] },
    });
  });

  it('bounds form bodies: bracketed keys, JSON fields, and the number of fields', async () => {
    expect(await refusal(() => formToObject(new URLSearchParams(`p${'[x]'.repeat(40)}=1`)))).toMatchObject({
      code: 'too_deep',
      details: { p: [TOO_DEEP_MESSAGE] },
    });
    const deepJson = `${'['.repeat(40)}${']'.repeat(40)}`;
    expect(await refusal(() => formToObject(new URLSearchParams({ data: deepJson })))).toMatchObject({
      details: { data: [TOO_DEEP_MESSAGE] },
    });
    const many = Array.from({ length: 5_001 }, (_, i) => `f${i}=1`).join('&');
    expect(await refusal(() => formToObject(new URLSearchParams(many)))).toMatchObject({
      code: 'too_many_entries',
    });
    // A field's JSON sits inside the body object: its levels count from the body's.
    const jsonOf = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expect(formToObject(new URLSearchParams({ data: jsonOf(31) }))).toHaveProperty('data');
    expect(await refusal(() => formToObject(new URLSearchParams({ data: jsonOf(32) })))).toMatchObject({
      code: 'too_deep',
    });
  });
});
