import { createDecipheriv } from 'node:crypto';
import {
  decryptPassword,
  encryptPassword,
  isUsableCbc,
  isUsableEncryption,
  isUsableGcm,
} from './password-cipher';

const config = { key: Buffer.alloc(32, 7).toString('base64'), iv: 'demo-iv-2025' };

describe('password transport cipher: AES-GCM (the built-in backend’s, configured iv as additional data)', () => {
  it('round-trips, with a fresh nonce each time', async () => {
    const a = await encryptPassword('s3cret pässword', config, 'aes-gcm');
    const b = await encryptPassword('s3cret pässword', config, 'aes-gcm');
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(await decryptPassword(a, config)).toBe('s3cret pässword');
  });
  it('refuses another iv, another key, tampering and junk (null, never a throw)', async () => {
    const c = await encryptPassword('pw', config, 'aes-gcm');
    expect(await decryptPassword(c, { ...config, iv: 'other' })).toBeNull();
    expect(await decryptPassword(c, { ...config, key: Buffer.alloc(32, 8).toString('base64') })).toBeNull();
    const bytes = Buffer.from(c, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(await decryptPassword(bytes.toString('base64'), config)).toBeNull();
    expect(await decryptPassword('pw', config)).toBeNull();
    expect(await decryptPassword('', config)).toBeNull();
  });
});

describe('password transport cipher: AES-CBC (the original platform’s CryptoJS convention)', () => {
  const iv = 'abcdefghijklmnop';
  // Reference ciphertexts of 'Pässw0rd!' made with `openssl enc -aes-N-cbc -K <hex key> -iv <hex iv> -base64`.
  it.each([
    ['AES-128', '1234567890123456', 'DJgwasnfeGNHSWiuV1NPIg=='],
    ['AES-192', '123456789012345678901234', 'MMGITJEJjU63FMupmP/hTw=='],
    ['AES-256', '12345678901234567890123456789012', '+H7rlp175/60Ut6jkAQFQQ=='],
  ])(
    '%s by key length: UTF-8 key and iv, PKCS#7, base64 — as openssl makes it',
    async (_n, key, expected) => {
      expect(await encryptPassword('Pässw0rd!', { key, iv })).toBe(expected);
      expect(await encryptPassword('Pässw0rd!', { key, iv }, 'aes-cbc')).toBe(expected);
      expect(await decryptPassword(expected, { key, iv })).toBe('Pässw0rd!');
    },
  );

  it('decrypts with node:crypto as an independent implementation would', async () => {
    const key = 'sunrise-key-0016';
    const cbcIv = 'sunrise-iv-00016';
    const sent = await encryptPassword('Sunrise-pass-1', { key, iv: cbcIv });
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(cbcIv));
    expect(Buffer.concat([decipher.update(sent, 'base64'), decipher.final()]).toString()).toBe(
      'Sunrise-pass-1',
    );
  });

  it('refuses another key or iv (null) and a key of the wrong length (throws on encrypt)', async () => {
    const c = await encryptPassword('pw-123456', { key: '1234567890123456', iv });
    expect(await decryptPassword(c, { key: '1234567890123457', iv })).not.toBe('pw-123456');
    expect(await decryptPassword(c, { key: '1234567890123456', iv: 'abcdefghijklmnoq' })).not.toBe(
      'pw-123456',
    );
    await expect(encryptPassword('pw', { key: 'short', iv })).rejects.toThrow(/16, 24 or 32/);
    await expect(encryptPassword('pw', { key: '1234567890123456', iv: 'short' })).rejects.toThrow();
  });
});

describe('usable configurations', () => {
  it('tells the two key forms apart', () => {
    expect(isUsableGcm(config)).toBe(true);
    expect(isUsableCbc(config)).toBe(false);
    expect(isUsableCbc({ key: '1234567890123456', iv: 'abcdefghijklmnop' })).toBe(true);
    expect(isUsableCbc({ key: '123456789012345678901234', iv: 'abcdefghijklmnop' })).toBe(true);
    expect(isUsableCbc({ key: '1234567890123456', iv: 'abc' })).toBe(false);
    expect(isUsableEncryption(config)).toBe(true);
    expect(isUsableEncryption({ key: 'short', iv: 'x' })).toBe(false);
    expect(isUsableEncryption({ key: config.key, iv: '' })).toBe(false);
    expect(isUsableEncryption(null)).toBe(false);
  });
});
