/**
 * Server-side sign-in primitives. The browser-safe part (the password transport cipher) is
 * `lib/auth/password-cipher.ts`, imported directly; everything re-exported here is server-only.
 */
import 'server-only';

export { isCrossSiteRequest, isLocalDevelopmentRequest, isLocalHostname } from './origin';
export { hashPassword, verifyPassword } from './password';
export {
  decryptPassword,
  encryptPassword,
  isUsableEncryption,
  type TPasswordEncryption,
} from './password-cipher';
export { canLogIn, isAgencyStaff } from './roles';
export {
  clearedSessionCookie,
  readSession,
  SESSION_TTL_SECONDS,
  sealSession,
  sessionCookie,
  type TSessionData,
} from './session';
