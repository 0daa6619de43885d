import 'server-only';
import {
  encryptPassword,
  isUsableCbc,
  isUsableGcm,
  type PasswordCipher,
  type TPasswordEncryption,
} from '@/lib/auth/password-cipher';

/**
 * The v2 login's password, encrypted on the storefront's server on its way to the Travel API
 * (spec §5: "encrypted with a configured key and iv"). The storefront's sign-in form sends it to
 * its own origin as typed and says so with PLAIN_PASSWORD_HEADER (lib/auth/login-transport) (any other caller, such as the
 * original client, encrypts itself and is forwarded untouched); here it is encrypted the way the
 * destination reads it:
 * - an external Travel API (the original platform): AES-CBC, CryptoJS convention, always;
 * - the built-in backend: its AES-GCM when the key is one of its base64 keys, else AES-CBC (it
 *   reads both).
 * With no usable key the password goes as typed and the API decides.
 */

export type LoginDestination = 'external' | 'built-in';

export function cipherFor(
  destination: LoginDestination,
  config: TPasswordEncryption | null,
): PasswordCipher | null {
  if (destination === 'external') return isUsableCbc(config) ? 'aes-cbc' : null;
  if (isUsableGcm(config)) return 'aes-gcm';
  return isUsableCbc(config) ? 'aes-cbc' : null;
}

/**
 * The login body (JSON or form-encoded, as the caller sent it) with its `password` encrypted; the
 * body unchanged when there is no password field, no usable key, or it cannot be read (the API then
 * answers as it would to any bad body).
 */
export async function encryptLoginBody<B extends ArrayBuffer | Uint8Array<ArrayBuffer>>(
  body: B,
  contentType: string | null,
  config: TPasswordEncryption | null,
  destination: LoginDestination,
): Promise<B | string> {
  const cipher = cipherFor(destination, config);
  if (!cipher || !config) return body;
  const text = new TextDecoder().decode(body);
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    const password = form.get('password');
    if (!password) return body;
    form.set('password', await encryptPassword(password, config, cipher));
    return form.toString();
  }
  try {
    const json: unknown = JSON.parse(text);
    if (!json || typeof json !== 'object' || Array.isArray(json)) return body;
    const password = (json as { password?: unknown }).password;
    if (typeof password !== 'string' || !password) return body;
    return JSON.stringify({ ...json, password: await encryptPassword(password, config, cipher) });
  } catch {
    return body;
  }
}
