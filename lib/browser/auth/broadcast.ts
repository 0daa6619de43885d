/**
 * The login-state broadcast (spec §4, §9: delayed 500 ms): after a sign-in or sign-out, other
 * parts of the page and other tabs of the same site reload the auth state half a second later,
 * once the server's session cookie has settled.
 */

export const LOGIN_BROADCAST_DELAY_MS = 500;
const CHANNEL = 'itinera-auth';

type Listener = () => void;

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Announces a login-state change after the spec's delay; returns a cancel function. */
export function broadcastLoginState(onLocal: Listener): () => void {
  const timer = setTimeout(() => {
    onLocal();
    const ch = channel();
    ch?.postMessage('changed');
    ch?.close();
  }, LOGIN_BROADCAST_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Calls `listener` when another tab changes the login state. */
export function onLoginStateBroadcast(listener: Listener): () => void {
  const ch = channel();
  if (!ch) return () => {};
  ch.onmessage = () => listener();
  return () => ch.close();
}
