/** @jest-environment node */
import { deviceCookie, readDevice } from './device-cookie';

const withCookie = (setCookie: string) =>
  new Request('http://demo.localhost/x', { headers: { cookie: setCookie.split(';')[0] ?? '' } });

describe('the known-device cookie', () => {
  it('names the accounts a client signed in to, on the tenant that issued it only', async () => {
    const issued = await deviceCookie(new Request('http://demo.localhost/x'), 't1', null, ['acct-a']);
    expect(issued).toMatch(/^itinera_device=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15552000$/);
    const device = await readDevice(withCookie(issued), 't1');
    expect(device?.accounts).toEqual(['acct-a']);
    expect(device?.id).toMatch(/^[\w-]{22}$/);
    expect(await readDevice(withCookie(issued), 't2')).toBeNull();
  });

  it('keeps its id and the five most recent accounts when renewed', async () => {
    let cookie = await deviceCookie(new Request('http://demo.localhost/x'), 't1', null, ['a1']);
    const first = await readDevice(withCookie(cookie), 't1');
    for (const a of ['a2', 'a3', 'a4', 'a5', 'a6']) {
      cookie = await deviceCookie(
        new Request('http://demo.localhost/x'),
        't1',
        await readDevice(withCookie(cookie), 't1'),
        [a],
      );
    }
    const renewed = await readDevice(withCookie(cookie), 't1');
    expect(renewed?.id).toBe(first?.id);
    expect(renewed?.accounts).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
  });

  it('a forged or altered cookie names nothing', async () => {
    const issued = await deviceCookie(new Request('http://demo.localhost/x'), 't1', null, ['acct-a']);
    const value = issued.split(';')[0]?.split('=').slice(1).join('=') ?? '';
    const altered = `${value.slice(0, -4)}AAAA`;
    expect(await readDevice(withCookie(`itinera_device=${altered}`), 't1')).toBeNull();
    expect(await readDevice(withCookie('itinera_device=Fe26.2**forged'), 't1')).toBeNull();
  });
});
