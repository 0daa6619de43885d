/**
 * Password transport cipher (spec §5: "the password is encrypted with a configured key and iv").
 * Web Crypto only (Node's and browsers'), no hand-rolled AES. Two algorithms:
 *
 * - AES-CBC, the original platform's convention (CryptoJS's): key and iv are UTF-8 strings, the key
 *   of 16, 24 or 32 bytes selects AES-128/192/256, the iv is 16 bytes, PKCS#7 padding, base64
 *   ciphertext. A fixed, configured iv is what makes this the algorithm: it is what an external
 *   Travel API expects.
 * - AES-GCM, the built-in backend's own: a base64 key of 16 or 32 bytes; GCM must never reuse a
 *   nonce under one key, so every encryption draws a random 96-bit nonce and the configured iv is
 *   bound as additional authenticated data. Wire format: base64(nonce ‖ ciphertext ‖ 128-bit tag).
 *
 * The storefront's server encrypts (lib/client/login-password.ts) with what its destination
 * expects; the built-in backend decrypts either. What it is for: keeping the password out of plain
 * view in request logs and proxies. The key is not a secret from visitors in the original platform,
 * so this is not a substitute for TLS, and a decryption failure counts as a wrong password.
 */

export interface TPasswordEncryption {
  /** AES-CBC: a UTF-8 string of 16, 24 or 32 bytes. AES-GCM: base64 of a 128- or 256-bit key. */
  key: string;
  /** AES-CBC: a UTF-8 string of 16 bytes. AES-GCM: any string, bound to each ciphertext. */
  iv: string;
}

export type PasswordCipher = 'aes-cbc' | 'aes-gcm';

const NONCE_BYTES = 12;
const CBC_KEY_BYTES = [16, 24, 32];
const CBC_IV_BYTES = 16;

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('Web Crypto is not available');
  return c.subtle;
}

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function gcmKeyBytes(key: string): Uint8Array<ArrayBuffer> | null {
  try {
    const raw = fromBase64(key);
    return raw.length === 16 || raw.length === 32 ? raw : null;
  } catch {
    return null;
  }
}

const hasKeyAndIv = (c: Partial<TPasswordEncryption> | null | undefined): c is TPasswordEncryption =>
  typeof c?.key === 'string' && !!c.key && typeof c.iv === 'string' && !!c.iv;

/** A key and iv the original platform's AES-CBC can use (UTF-8 key of 16/24/32 bytes, iv of 16). */
export function isUsableCbc(
  config: Partial<TPasswordEncryption> | null | undefined,
): config is TPasswordEncryption {
  return (
    hasKeyAndIv(config) &&
    CBC_KEY_BYTES.includes(utf8(config.key).length) &&
    utf8(config.iv).length === CBC_IV_BYTES
  );
}

/** A key and iv the built-in AES-GCM can use (base64 key of 16 or 32 bytes, any iv). */
export function isUsableGcm(
  config: Partial<TPasswordEncryption> | null | undefined,
): config is TPasswordEncryption {
  return hasKeyAndIv(config) && gcmKeyBytes(config.key) !== null;
}

/** True when either algorithm can use the configuration. */
export function isUsableEncryption(
  config: Partial<TPasswordEncryption> | null | undefined,
): config is TPasswordEncryption {
  return isUsableCbc(config) || isUsableGcm(config);
}

async function encryptCbc(password: string, config: TPasswordEncryption): Promise<string> {
  const key = await subtle().importKey('raw', utf8(config.key), { name: 'AES-CBC' }, false, ['encrypt']);
  const sealed = await subtle().encrypt({ name: 'AES-CBC', iv: utf8(config.iv) }, key, utf8(password));
  return toBase64(new Uint8Array(sealed));
}

async function encryptGcm(password: string, config: TPasswordEncryption): Promise<string> {
  const raw = gcmKeyBytes(config.key);
  if (!raw) throw new Error('password encryption key must be base64 of 16 or 32 bytes');
  const key = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: utf8(config.iv) },
      key,
      utf8(password),
    ),
  );
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64(out);
}

/** The password encrypted with `cipher` (AES-CBC by default, the original platform's). */
export async function encryptPassword(
  password: string,
  config: TPasswordEncryption,
  cipher: PasswordCipher = 'aes-cbc',
): Promise<string> {
  if (cipher === 'aes-gcm') return encryptGcm(password, config);
  if (!isUsableCbc(config))
    throw new Error('AES-CBC needs a UTF-8 key of 16, 24 or 32 bytes and an iv of 16');
  return encryptCbc(password, config);
}

const strictUtf8 = (bytes: ArrayBuffer) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

async function decryptGcm(
  bytes: Uint8Array<ArrayBuffer>,
  config: TPasswordEncryption,
): Promise<string | null> {
  const raw = gcmKeyBytes(config.key);
  if (!raw || bytes.length < NONCE_BYTES + 16 + 1) return null;
  try {
    const key = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, NONCE_BYTES), additionalData: utf8(config.iv) },
      key,
      bytes.slice(NONCE_BYTES),
    );
    return strictUtf8(plain);
  } catch {
    return null;
  }
}

async function decryptCbc(
  bytes: Uint8Array<ArrayBuffer>,
  config: TPasswordEncryption,
): Promise<string | null> {
  if (!isUsableCbc(config) || bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const key = await subtle().importKey('raw', utf8(config.key), { name: 'AES-CBC' }, false, ['decrypt']);
    return strictUtf8(await subtle().decrypt({ name: 'AES-CBC', iv: utf8(config.iv) }, key, bytes));
  } catch {
    return null;
  }
}

/**
 * The password, or null when the text is a ciphertext of neither algorithm under this key and iv
 * (never throws). GCM is tried first: it is authenticated, so it never mistakes a CBC ciphertext.
 */
export async function decryptPassword(
  ciphertext: string,
  config: TPasswordEncryption,
): Promise<string | null> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(ciphertext.trim());
  } catch {
    return null;
  }
  return (await decryptGcm(bytes, config)) ?? (await decryptCbc(bytes, config));
}
