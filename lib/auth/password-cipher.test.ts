import { decryptPassword, encryptPassword, isUsableEncryption } from './password-cipher';

const config = { key: Buffer.alloc(32, 7).toString('base64'), iv: 'demo-iv-2025' };

describe('password transport cipher (AES-GCM, configured iv as additional data)', () => {
  it('round-trips, with a fresh nonce each time', async () => {
    const a = await encryptPassword('s3cret pässword', config);
    const b = await encryptPassword('s3cret pässword', config);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(await decryptPassword(a, config)).toBe('s3cret pässword');
  });
  it('refuses another iv, another key, tampering and junk (null, never a throw)', async () => {
    const c = await encryptPassword('pw', config);
    expect(await decryptPassword(c, { ...config, iv: 'other' })).toBeNull();
    expect(await decryptPassword(c, { ...config, key: Buffer.alloc(32, 8).toString('base64') })).toBeNull();
    const bytes = Buffer.from(c, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(await decryptPassword(bytes.toString('base64'), config)).toBeNull();
    expect(await decryptPassword('pw', config)).toBeNull();
    expect(await decryptPassword('', config)).toBeNull();
  });
  it('knows a usable configuration', () => {
    expect(isUsableEncryption(config)).toBe(true);
    expect(isUsableEncryption({ key: 'short', iv: 'x' })).toBe(false);
    expect(isUsableEncryption({ key: config.key, iv: '' })).toBe(false);
    expect(isUsableEncryption(null)).toBe(false);
  });
});
