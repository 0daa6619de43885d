/** @jest-environment node */
import { decryptPassword } from '@/lib/auth/password-cipher';
import { cipherFor, encryptLoginBody } from './login-password';

const CBC = { key: 'sunrise-key-0016', iv: 'sunrise-iv-00016' };
const GCM = { key: Buffer.alloc(32, 7).toString('base64'), iv: 'demo-signin-v1' };
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('cipherFor: what the destination reads', () => {
  it.each([
    ['external', CBC, 'aes-cbc'],
    ['external', GCM, null],
    ['external', null, null],
    ['built-in', GCM, 'aes-gcm'],
    ['built-in', CBC, 'aes-cbc'],
    ['built-in', { key: 'short', iv: 'x' }, null],
  ] as const)('%s with %j → %s', (destination, config, expected) => {
    expect(cipherFor(destination, config)).toBe(expected);
  });
});

describe('encryptLoginBody', () => {
  it('encrypts the password of a JSON body, keeping the other fields', async () => {
    const out = await encryptLoginBody(
      bytes(JSON.stringify({ email: 'a@b.example', password: 'Pässw0rd!' })),
      'application/json',
      CBC,
      'external',
    );
    const body = JSON.parse(String(out));
    expect(body.email).toBe('a@b.example');
    expect(body.password).not.toBe('Pässw0rd!');
    await expect(decryptPassword(body.password, CBC)).resolves.toBe('Pässw0rd!');
  });

  it('encrypts the password of a form-encoded body', async () => {
    const out = await encryptLoginBody(
      bytes('email=a%40b.example&password=s3cret'),
      'application/x-www-form-urlencoded',
      GCM,
      'built-in',
    );
    const form = new URLSearchParams(String(out));
    expect(form.get('email')).toBe('a@b.example');
    await expect(decryptPassword(form.get('password') ?? '', GCM)).resolves.toBe('s3cret');
  });

  it('leaves the body alone without a usable key, a password or a readable body', async () => {
    const json = bytes(JSON.stringify({ email: 'a@b.example', password: 'x' }));
    expect(await encryptLoginBody(json, 'application/json', null, 'external')).toBe(json);
    expect(await encryptLoginBody(json, 'application/json', GCM, 'external')).toBe(json);
    const noPassword = bytes('{"email":"a@b.example"}');
    expect(await encryptLoginBody(noPassword, 'application/json', CBC, 'external')).toBe(noPassword);
    const junk = bytes('{not json');
    expect(await encryptLoginBody(junk, 'application/json', CBC, 'external')).toBe(junk);
  });
});
