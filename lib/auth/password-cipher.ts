/**
 * Password transport cipher (spec §5: "the password is encrypted with a configured key and iv"),
 * shared by the browser (sign-in form) and the server (authenticate v2). Isomorphic: Web Crypto only,
 * no server imports.
 *
 * Algorithm: AES-GCM with the tenant's configured key (base64, 16 or 32 bytes). GCM must never
 * reuse a nonce under one key, so a fixed iv cannot be the nonce: every encryption draws a random
 * 96-bit nonce, and the configured `iv` is bound as additional authenticated data (a ciphertext
 * made for another iv does not decrypt). Wire format: base64(nonce ‖ ciphertext ‖ 128-bit tag).
 *
 * What it is for: keeping the password out of plain view in request logs and proxies. The key is
 * public (every visitor receives it with the site configuration), so this is not a substitute for
 * TLS, and the server treats every decryption failure exactly like a wrong password.
 */

export interface TPasswordEncryption {
  /** Base64 of a 128- or 256-bit AES key. */
  key: string;
  /** Any string; bound to each ciphertext as additional authenticated data. */
  iv: string;
}

const NONCE_BYTES = 12;

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('Web Crypto is not available');
  return c.subtle;
}

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

async function importKey(config: TPasswordEncryption, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const raw = fromBase64(config.key);
  if (raw.length !== 16 && raw.length !== 32)
    throw new Error('password encryption key must be 16 or 32 bytes');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, [usage]);
}

/** True when the configuration holds a usable key (base64 of 16 or 32 bytes) and an iv. */
export function isUsableEncryption(
  config: Partial<TPasswordEncryption> | null | undefined,
): config is TPasswordEncryption {
  if (!config?.key || typeof config.iv !== 'string' || !config.iv) return false;
  try {
    const n = fromBase64(config.key).length;
    return n === 16 || n === 32;
  } catch {
    return false;
  }
}

export async function encryptPassword(password: string, config: TPasswordEncryption): Promise<string> {
  const key = await importKey(config, 'encrypt');
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const additionalData = new TextEncoder().encode(config.iv);
  const sealed = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData },
      key,
      new TextEncoder().encode(password),
    ),
  );
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64(out);
}

/** The password, or null when the text is not a ciphertext of this key and iv (never throws). */
export async function decryptPassword(
  ciphertext: string,
  config: TPasswordEncryption,
): Promise<string | null> {
  try {
    const bytes = fromBase64(ciphertext.trim());
    if (bytes.length < NONCE_BYTES + 16 + 1) return null;
    const key = await importKey(config, 'decrypt');
    const additionalData = new TextEncoder().encode(config.iv);
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, NONCE_BYTES), additionalData },
      key,
      bytes.slice(NONCE_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
