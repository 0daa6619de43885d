import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pickFreePort } from './ecb-rates';

/**
 * The sites that pay through Stripe and Razorpay in the end-to-end run (issue 28), beside the demo
 * ones (which keep the built-in test gateway): each a copy of the demo site under its own key, with
 * the demo's organised packages and a traveller of its own. The keys are made up for the run and
 * given to the server as the site's own (`STRIPE_SECRET_KEY__PAYSTRIPE`, …); the SDKs are pointed
 * at loopback ports where the specs start the providers' stubs (tests/support/gateway-stubs), with
 * the same secrets, so every signature is real. A third site names Stripe without any key: the
 * server says so at start, and its payment step offers nothing.
 *
 * The admin API makes tenants but not their catalogue, and the embedded database belongs to one
 * process, so the sites are written into the run's data folder before the server starts
 * (seed-gateway-sites.ts), after the first-start seeding the server would otherwise do itself.
 */
export const GATEWAY_SITES = { stripe: 'paystripe', razorpay: 'payrazor', noKeys: 'paynokeys' } as const;

/** Their traveller (a password made up for the run: the sites exist only in its data folder). */
export const GATEWAY_TRAVELLER = { email: 'traveller@gateway-e2e.example', password: 'Gateway-e2e-pass-1' };

/**
 * Travellers of the demo site kept to one long spec each: signing out ends every session of an
 * account (lib/backend/auth/sessions.ts), so a spec that pays over a minute must not share the demo
 * consumer with the specs that sign it in and out in parallel.
 */
export const DEMO_TRAVELLERS = {
  deposit: { email: 'deposit.traveller@e2e.example', password: GATEWAY_TRAVELLER.password },
  bnpl: { email: 'bnpl.traveller@e2e.example', password: GATEWAY_TRAVELLER.password },
  staffCheck: { email: 'staff-check.traveller@e2e.example', password: GATEWAY_TRAVELLER.password },
  /** The staff-bookings spec's: the last-year booking's customer, and the one it is reassigned to. */
  lastYear: { email: 'last-year.traveller@e2e.example', password: GATEWAY_TRAVELLER.password },
  reassignTo: { email: 'reassign-to.traveller@e2e.example', password: GATEWAY_TRAVELLER.password },
  notifyCheck: { email: 'notify-check.traveller@e2e.example', password: GATEWAY_TRAVELLER.password },
} as const;

/**
 * The console spec's own site (a copy of b2b's configuration) and its agency admin: publishing and
 * restoring there changes no page another spec reads.
 */
export const CONSOLE_SITE = {
  key: 'consolesite',
  agencyId: 7410,
  admin: { email: 'admin@console-e2e.example', password: GATEWAY_TRAVELLER.password },
} as const;

/**
 * The bookings seeded for the staff-bookings spec (seed-gateway-sites.ts): a confirmed booking that
 * departed about a year ago on the demo site, for DEMO_TRAVELLERS.lastYear, with a traveller name
 * found nowhere else; and one on the b2b site for its admin to find.
 */
export const STAFF_BOOKINGS = {
  lastYear: { reference: 'BK-LASTYEAR01', traveller: ['Ottoline', 'Quarrington-Vale'] },
  b2b: { reference: 'BK-MERIDIAN01', traveller: ['Percival', 'Meridianson'] },
} as const;

export interface GatewayRun {
  stripe: { port: number; secretKey: string; webhookSecret: string };
  razorpay: { port: number; keyId: string; keySecret: string; webhookSecret: string };
}

const ENV_KEY = 'E2E_GATEWAYS';

/** The run's ports and secrets: made once, when the config is first evaluated; workers read them back. */
export function gatewayRun(): GatewayRun {
  const known = process.env[ENV_KEY];
  if (known) return JSON.parse(known) as GatewayRun;
  const secret = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
  const run: GatewayRun = {
    stripe: { port: pickFreePort(), secretKey: secret('sk_test_'), webhookSecret: secret('whsec_') },
    razorpay: {
      port: pickFreePort(),
      keyId: secret('rzp_test_'),
      keySecret: secret(''),
      webhookSecret: secret(''),
    },
  };
  process.env[ENV_KEY] = JSON.stringify(run);
  return run;
}

/** The server's settings for the gateway sites (gateway-settings.ts: a site's own keys end in `__<SITE>`). */
export function gatewayServerEnv(run: GatewayRun): Record<string, string> {
  const own = (site: string) => `__${site.toUpperCase()}`;
  return {
    STRIPE_API_URL: `http://127.0.0.1:${run.stripe.port}`,
    [`STRIPE_SECRET_KEY${own(GATEWAY_SITES.stripe)}`]: run.stripe.secretKey,
    [`STRIPE_WEBHOOK_SECRET${own(GATEWAY_SITES.stripe)}`]: run.stripe.webhookSecret,
    RAZORPAY_API_URL: `http://127.0.0.1:${run.razorpay.port}`,
    [`RAZORPAY_KEY_ID${own(GATEWAY_SITES.razorpay)}`]: run.razorpay.keyId,
    [`RAZORPAY_KEY_SECRET${own(GATEWAY_SITES.razorpay)}`]: run.razorpay.keySecret,
    [`RAZORPAY_WEBHOOK_SECRET${own(GATEWAY_SITES.razorpay)}`]: run.razorpay.webhookSecret,
    // The deployment's own accounts stay unset: the no-keys site must find none.
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    RAZORPAY_WEBHOOK_SECRET: '',
  };
}

/**
 * Writes the gateway sites into the run's fresh data folder (synchronously: the config module cannot
 * await), with the server's own environment. Once per run, whoever made the folder (this config, or
 * `npm test`, which hands it a fresh one in E2E_DATA_DIR): the workers, which evaluate the config
 * again, inherit the mark and skip it.
 */
export function seedGatewaySites(serverEnv: Record<string, string | undefined>): void {
  if (process.env.E2E_GATEWAY_SITES_SEEDED) return;
  const root = path.join(__dirname, '..', '..', '..');
  const r = spawnSync(
    process.execPath,
    [
      '--require',
      './scripts/lib/server-only-allowed.cjs',
      '--import',
      'tsx',
      'tests/e2e/support/seed-gateway-sites.ts',
    ],
    { cwd: root, env: { ...process.env, ...serverEnv }, encoding: 'utf8', timeout: 180_000 },
  );
  if (r.status !== 0)
    throw new Error(`could not seed the gateway sites: ${r.stderr || r.stdout || r.error?.message}`);
  process.env.E2E_GATEWAY_SITES_SEEDED = '1';
}
