/** The answer of GET /api/v1/visitor/location that the chip needs. */
export interface DetectedLocation {
  country: string;
  currency: string;
}

/**
 * Asks the site's own API where the visitor is (the page itself is cached and cannot read request
 * headers). Any failure answers null: the caller then uses the agency's country and currency.
 */
export async function detectLocation(fetchImpl?: typeof fetch): Promise<DetectedLocation | null> {
  try {
    const res = await (fetchImpl ?? fetch)('/api/v1/visitor/location', {
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { status?: boolean; data?: { country?: unknown; currency?: unknown } };
    const { country, currency } = body.data ?? {};
    if (body.status !== true || typeof country !== 'string' || typeof currency !== 'string') return null;
    return { country, currency };
  } catch {
    return null;
  }
}
