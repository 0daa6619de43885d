/**
 * Where a site's gateway keys come from: the server's environment, never the site configuration
 * (which an agency edits and whose projection reaches browsers) and never a browser answer.
 *
 * Each provider has its variables (PROVIDER_VARIABLES). A site uses its own when any of them is
 * set, suffixed with its site key in capitals, other characters as `_` (`STRIPE_SECRET_KEY__ACME`
 * for the site `acme`, `RAZORPAY_KEY_ID__MY_AGENCY` for `my-agency`); otherwise the unsuffixed ones,
 * the deployment's own account. The two are never mixed: a webhook secret of one account with the
 * API key of another would refuse every webhook. `STRIPE_API_URL` / `RAZORPAY_API_URL` point the
 * SDKs at another server (the test stubs); unset, the providers' own.
 */

export const PROVIDERS = ['stripe', 'razorpay'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const isProvider = (v: unknown): v is Provider => PROVIDERS.includes(v as Provider);

/** Each provider's variables, in the order their values are given to the adapter. */
export const PROVIDER_VARIABLES = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
} as const satisfies Record<Provider, readonly string[]>;

const API_URL_VARIABLE: Record<Provider, string> = {
  stripe: 'STRIPE_API_URL',
  razorpay: 'RAZORPAY_API_URL',
};

export interface StripeSettings {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string;
  /** Another API server (a stub), or null for Stripe's. */
  apiUrl: URL | null;
}

export interface RazorpaySettings {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: URL | null;
}

export type GatewaySettings = StripeSettings | RazorpaySettings;

/** The settings, or the variables still to set (the site's own when it has any, else the deployment's). */
export type SettingsAnswer<T> = { ok: true; settings: T } | { ok: false; missing: string[] };

type Env = Readonly<Record<string, string | undefined>>;

/** The environment suffix of a site key: `my-agency` → `MY_AGENCY`. */
export const siteSuffix = (siteKey: string): string => siteKey.toUpperCase().replace(/[^A-Z0-9]/g, '_');

const value = (env: Env, name: string) => env[name]?.trim() || null;

function apiUrl(env: Env, provider: Provider): URL | null {
  const raw = value(env, API_URL_VARIABLE[provider]);
  if (!raw) return null;
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${API_URL_VARIABLE[provider]} is not a URL`);
  }
}

/** The provider's variables for the site: its own set, else the deployment's; never a mix. */
function readKeys(provider: Provider, siteKey: string, env: Env): SettingsAnswer<string[]> {
  const names = PROVIDER_VARIABLES[provider];
  const own = names.map((n) => `${n}__${siteSuffix(siteKey)}`);
  const chosen = own.some((n) => value(env, n)) ? own : names;
  const values = chosen.map((n) => value(env, n));
  const missing = chosen.filter((_, i) => !values[i]);
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, settings: values as string[] };
}

/** The keys a site pays with through `provider`, from the environment. */
export function gatewaySettings(
  provider: Provider,
  siteKey: string,
  env: Env = process.env,
): SettingsAnswer<GatewaySettings> {
  const keys = readKeys(provider, siteKey, env);
  if (!keys.ok) return keys;
  const [a = '', b = '', c = ''] = keys.settings;
  const url = apiUrl(env, provider);
  return provider === 'stripe'
    ? { ok: true, settings: { provider, secretKey: a, webhookSecret: b, apiUrl: url } }
    : { ok: true, settings: { provider, keyId: a, keySecret: b, webhookSecret: c, apiUrl: url } };
}

/** The line logged at start for a site that names a provider whose keys are not set. */
export const missingKeysLog = (siteKey: string, provider: Provider, missing: readonly string[]) =>
  `[payment] site "${siteKey}" names ${provider} as its payment gateway, but ${missing.join(' and ')} ` +
  `${missing.length === 1 ? 'is' : 'are'} not set in the server's environment (the site's own keys end in ` +
  `__${siteSuffix(siteKey)}): it offers no payment method until they are.`;

/** The line logged at start for a site whose provider setting is set but unusable (`why` names it). */
export const invalidSettingLog = (siteKey: string, provider: Provider, why: string) =>
  `[payment] site "${siteKey}" names ${provider} as its payment gateway, but ${why}: it offers no ` +
  'payment method until that is corrected.';
