/** The longest msg carried to pay-failure: a gateway's reason, not a page of text. */
const MSG_MAX = 300;

/** The spec's pay-failure page (§2) with its optional message (query parameter msg). */
export const payFailurePath = (msg: string | null | undefined): string => {
  const text = msg?.trim().slice(0, MSG_MAX);
  return `/pay-failure${text ? `?msg=${encodeURIComponent(text)}` : ''}`;
};

type Query = Readonly<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * payit's answer to a gateway return that is not a capture (spec §4: "any other result goes to
 * pay-failure with msg"): pay-failure carrying the gateway's own msg (a declined card's reason).
 * Null for CAPTURED, which only save_payment may turn into a success. Decided on the server, so the
 * traveller is told why even before (or without) the page's script running.
 */
export function payitFailureTarget(query: Query): string | null {
  if (first(query.result) === 'CAPTURED') return null;
  return payFailurePath(first(query.msg));
}

/** The msg pay-failure shows (its query parameter), trimmed as payFailurePath sends it; null when none. */
export function payFailureMessage(query: Query): string | null {
  return first(query.msg)?.trim().slice(0, MSG_MAX) || null;
}
