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
  /**
   * Key and iv (UTF-8) the API decrypts v2 login passwords with (spec §5 "a configured key and
   * iv"), for sites whose configuration does not carry its own fe_config.password_encryption.
   */
  passwordEncryption: { key: string; iv: string } | null;
}

export function externalApiSettings(env: NodeJS.ProcessEnv = process.env): ExternalApiSettings | null {
  const baseUrl = env.TRAVEL_API_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    basicAuth: env.TRAVEL_API_BASIC_AUTH || null,
    appId: env.TRAVEL_API_APP_ID || null,
    defaultPartnerId: env.TRAVEL_API_PARTNER_ID || null,
    passwordEncryption:
      env.TRAVEL_API_PASSWORD_KEY && env.TRAVEL_API_PASSWORD_IV
        ? { key: env.TRAVEL_API_PASSWORD_KEY, iv: env.TRAVEL_API_PASSWORD_IV }
        : null,
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
  'x-itinera-server-call',
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
    const k = key.toLowerCase();
    // x-itinera-* are this server's own marks (site, server call, connection address, password transport).
    if (!DROP.has(k) && !k.startsWith('x-forwarded-') && !k.startsWith('x-itinera-')) out.set(key, value);
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
