// What the runs with several instances share (bench/instances, tests/cluster): a PostgreSQL database
// of their own, a sign-in, a site published through the console API, and watching a page until it
// carries the new configuration.
import pg from 'pg';
import { get, send } from './load.mjs';

/** PostgreSQL when DATABASE_URL is unset: the local server's `test` database (trust). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
/** Redis when REDIS_URL is unset. */
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** The b2b site's admin (README, "Demo accounts"): publishes through the site console. */
export const B2B_ADMIN = { email: 'admin@meridian.example', password: 'Meridian-admin-1' };

/**
 * Runs `run(url)` on a new database `name` created on `serverUrl`'s server, and drops it afterwards
 * (WITH (FORCE): servers still connected to it are cut off).
 */
export async function withDatabase(serverUrl, name, run) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export const cookiesOf = (headers) =>
  [headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The `name=value` pair of one cookie out of a Cookie header ('' when it is not there). */
export const cookieNamed = (cookie, name) =>
  cookie
    .split('; ')
    .filter((c) => c.startsWith(`${name}=`))
    .join('; ');

/** Signs in with the v1 password call (a local origin may use it): the cookies it set. */
export async function signIn(origin, host, account, options = {}) {
  const r = await send(origin, host, 'POST', '/api/api/auth/api/v1/user/authenticate', {
    ...options,
    json: account,
  });
  const cookie = cookiesOf(r.headers);
  if (r.status !== 200 || !cookie) throw new Error(`sign-in as ${account.email} answered ${r.status}`);
  return cookie;
}

/** Publishes the signed-in admin's site with a new browser-tab title (the console's publish). */
export async function publishTitle(origin, host, cookie, title) {
  const site = await get(origin, host, '/api/api/console/site', { cookie });
  if (site.status !== 200) throw new Error(`console site answered ${site.status}`);
  const { version, config } = JSON.parse(site.body).data;
  const r = await send(origin, host, 'POST', '/api/api/console/site/publish', {
    json: { base_version: version, config: { ...config, browser_tab_header: title } },
    headers: { cookie },
  });
  if (r.status !== 200) throw new Error(`publish answered ${r.status}: ${r.body.slice(0, 300)}`);
}

/** Milliseconds from `since` until the site's `/search/trips` carries `title`, or null after `limitMs`. */
export async function msUntilTitle(origin, host, title, since, limitMs) {
  while (Date.now() - since < limitMs) {
    const r = await get(origin, host, '/search/trips');
    if (titleOf(r.body) === title) return Date.now() - since;
    await new Promise((res) => setTimeout(res, 20));
  }
  return null;
}
