import 'server-only';
import { headers } from 'next/headers';

/**
 * The visitor's Cookie header, for a page's server-side calls to the Travel API: the backend then
 * answers as it would the visitor (an invitation-only site answers only its signed-in members).
 * Reading it makes the page per request, which the pages that call the API already are.
 */
export async function visitorCookie(): Promise<Record<string, string>> {
  const cookie = (await headers()).get('cookie');
  return cookie ? { cookie } : {};
}
