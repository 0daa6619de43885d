/**
 * Auth's parts read only by the sign-in dialogs (components/auth/login-modal.tsx and its forms: sign
 * in, forgot password, OTP, register and edit profile, delete account, phone check). The dialogs'
 * lazily loaded code brings them (components/auth/auth-dialog-messages.tsx), so pages leave them out
 * of the translations they inline for the browser. A prompt outside the dialogs must not read these.
 */
export const AUTH_DIALOG_KEYS = ['signIn', 'forgot', 'otp', 'register', 'delete', 'phone'] as const;

/** The Auth namespace without the dialogs' parts. */
export function withoutAuthDialogs(auth: unknown): unknown {
  if (!auth || typeof auth !== 'object') return auth;
  const rest: Record<string, unknown> = { ...auth };
  for (const key of AUTH_DIALOG_KEYS) delete rest[key];
  return rest;
}
