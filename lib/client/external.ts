/**
 * Headers of spec §7 that every request to an external Travel API carries, added server-side so no
 * secret reaches a browser: basic Authorization, Partner-Id, App-Id and, when the caller has one,
 * MT-Rebook-Id.
 */
export interface ExternalApiSettings {
  baseUrl: string;
  basicAuth: string | null;
  appId: string | null;
  defaultPartnerId: string | null;
}

export function externalApiSettings(env: NodeJS.ProcessEnv = process.env): ExternalApiSettings | null {
  const baseUrl = env.TRAVEL_API_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    basicAuth: env.TRAVEL_API_BASIC_AUTH || null,
    appId: env.TRAVEL_API_APP_ID || null,
    defaultPartnerId: env.TRAVEL_API_PARTNER_ID || null,
  };
}

/** Request headers that must not be forwarded (hop-by-hop, our own, the browser's credentials). */
const DROP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'upgrade',
  'proxy-authorization',
  'authorization',
  'cookie',
  'content-length',
  'x-itinera-site',
  'partner-id',
  'app-id',
]);

export function externalHeaders(
  incoming: Headers,
  settings: ExternalApiSettings,
  partnerId: string | number | null,
): Headers {
  const out = new Headers();
  incoming.forEach((value, key) => {
    if (!DROP.has(key.toLowerCase()) && !key.toLowerCase().startsWith('x-forwarded-')) out.set(key, value);
  });
  if (settings.basicAuth)
    out.set('Authorization', `Basic ${Buffer.from(settings.basicAuth).toString('base64')}`);
  const partner = partnerId ?? settings.defaultPartnerId;
  if (partner != null) out.set('Partner-Id', String(partner));
  if (settings.appId) out.set('App-Id', settings.appId);
  const rebook = incoming.get('mt-rebook-id');
  if (rebook) out.set('MT-Rebook-Id', rebook);
  return out;
}
