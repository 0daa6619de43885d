import { adminAuthorization } from '@/lib/auth/admin-token';
import { type FoundToken, findAdminToken, whatToSet } from '@/lib/auth/local-admin-token';
import { AppError } from '@/lib/backend/http/errors';
import { seedIfEmpty } from '@/lib/backend/seed';
import type { TTenantDefinition } from '@/lib/backend/tenants/definition';
import { upsertTenant } from '@/lib/backend/tenants/repository';
import type { Db } from '@/lib/db/open';
import type { InternalErrorAnswer, TenantUpsertAnswer } from './internal-api';
import { parseTenantFile } from './tenant-file';

/**
 * `npm run tenant:upsert -- [--dry-run] <tenant.json>`: validates a tenant definition and creates
 * or updates the tenant. The embedded database belongs to one process, so when a server answers at
 * ITINERA_URL the definition goes through that server (which also expires its cached pages);
 * only when nothing listens there does the CLI open the database itself.
 *
 * Everything it touches comes in through `deps`, so tests run it without spawning a process.
 */
export interface CliDeps {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => Promise<string>;
  fetch: typeof fetch;
  /** Opens the database for the no-server path; `where` says which one, for the report. */
  openDirect: () => Promise<{ db: Db; close: () => Promise<void>; where: string }>;
  /** The server's admin token as found on this machine (lib/auth/local-admin-token.ts); default: the environment's. */
  findToken?: () => Promise<FoundToken | null>;
}

export const USAGE = 'Usage: npm run tenant:upsert -- [--dry-run] <tenant.json>';

/** Exit codes: 0 done, 1 refused or failed (nothing changed), 2 wrong usage. */
export async function runTenantUpsert(argv: string[], deps: CliDeps): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const files = argv.filter((a) => a !== '--dry-run');
  if (argv.includes('--help') || argv.includes('-h')) {
    deps.out(USAGE);
    return 0;
  }
  const [file] = files;
  if (!file || files.length !== 1 || file.startsWith('-')) {
    deps.err(USAGE);
    return 2;
  }

  let text: string;
  try {
    text = await deps.readFile(file);
  } catch (err) {
    deps.err(`${file}: cannot read the file (${errorText(err)}).`);
    return 1;
  }
  const parsed = parseTenantFile(text, file);
  if (!parsed.ok) return refuse(deps, parsed.errors);
  const def = parsed.definition;
  if (dryRun) {
    deps.out(
      `${file}: valid definition of tenant '${def.key}' (${listOrNone(def.domains)}). Nothing was stored (--dry-run).`,
    );
    return 0;
  }

  const serverUrl = deps.env.ITINERA_URL?.trim() || `http://localhost:${deps.env.PORT || 3000}`;
  const viaServer = await upsertThroughServer(serverUrl, def, deps);
  if (viaServer !== 'no-server') return viaServer;
  return upsertDirectly(serverUrl, def, deps);
}

async function upsertThroughServer(
  serverUrl: string,
  def: TTenantDefinition,
  deps: CliDeps,
): Promise<number | 'no-server'> {
  const found = await (deps.findToken ?? (() => findAdminToken(deps.env, async () => null)))();
  const token = found?.token ?? '';
  let res: Response;
  try {
    res = await deps.fetch(new URL('/api/internal/tenants', serverUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: adminAuthorization(token) },
      body: JSON.stringify(def),
      signal: AbortSignal.timeout(Number(deps.env.ITINERA_ADMIN_TIMEOUT_MS || 30000)),
    });
  } catch (err) {
    if (isConnectionRefused(err)) return 'no-server';
    deps.err(`Could not talk to the server at ${serverUrl} (${errorText(err)}).`);
    deps.err('Nothing was changed. The database was not opened, because a server there may be using it.');
    return 1;
  }
  const body = (await res.json().catch(() => null)) as (TenantUpsertAnswer & InternalErrorAnswer) | null;
  if (res.ok && body) {
    report(deps, body, `through the running server at ${serverUrl}`);
    deps.out(
      `  cache refreshed for: ${body.revalidated.join(', ')} (the next request shows the new configuration)`,
    );
    return 0;
  }
  if (res.status === 401) {
    deps.err(
      found
        ? `The server at ${serverUrl} refused the admin token from ${found.from}${body?.errors ? `: ${body.errors.join(' ')}` : '.'}`
        : `No admin token found for the server at ${serverUrl}.`,
    );
    deps.err(`${whatToSet(deps.env)} Nothing was changed.`);
    return 1;
  }
  if (res.status === 404 && !body?.code) {
    deps.err(
      `Something answers at ${serverUrl} but it has no /api/internal/tenants route (an older build, or another app?).`,
    );
    deps.err('Set ITINERA_URL to the Itinera server, or stop what runs there. Nothing was changed.');
    return 1;
  }
  if (body?.errors?.length) return refuse(deps, body.errors);
  deps.err(`The server at ${serverUrl} answered HTTP ${res.status}. Nothing was changed.`);
  return 1;
}

async function upsertDirectly(serverUrl: string, def: TTenantDefinition, deps: CliDeps): Promise<number> {
  const { db, close, where } = await deps.openDirect();
  try {
    // A fresh database gets the demo tenants first, as the server's first start would: otherwise
    // the server would find a non-empty database and never seed them.
    if (await seedIfEmpty(db)) deps.out(`Seeded the demo tenants into the new database (${where}).`);
    const result = await upsertTenant(db, def);
    report(
      deps,
      {
        created: result.created,
        key: result.tenant.key,
        version: result.tenant.version,
        domains: result.domains,
      },
      `directly in the database (${where}), as no server answered at ${serverUrl}`,
    );
    // A build that served these sites before keeps rendered pages on disk across restarts.
    deps.out(
      '  a server started later may show its cached pages of this site for up to SITE_CONFIG_TTL seconds (300 by default);',
    );
    deps.out('  run this command again while it runs to refresh them at once');
    return 0;
  } catch (err) {
    if (err instanceof AppError) return refuse(deps, [err.userMessage]);
    throw err;
  } finally {
    await close();
  }
}

function report(deps: CliDeps, r: Omit<TenantUpsertAnswer, 'revalidated'>, how: string) {
  deps.out(`${r.created ? 'Created' : 'Updated'} tenant '${r.key}' (version ${r.version}) ${how}.`);
  deps.out(`  domains: ${listOrNone(r.domains)}`);
}

function refuse(deps: CliDeps, errors: string[]): number {
  deps.err('Refused: the tenant definition has problems, and nothing was changed.');
  for (const line of errors) deps.err(`  ${line}`);
  return 1;
}

const listOrNone = (items: string[]) => (items.length ? items.join(', ') : 'no custom domains');

const errorText = (err: unknown) => {
  const { message, cause } = (err ?? {}) as { message?: unknown; cause?: { message?: unknown } };
  const detail = typeof cause?.message === 'string' ? ` — ${cause.message}` : '';
  return typeof message === 'string' ? `${message}${detail}` : String(err);
};

/**
 * Nothing listens at the address: undici wraps the socket error as `cause`. Duck-typed, because the
 * error may come from another realm (jest's sandbox) where `instanceof Error` is false.
 */
function isConnectionRefused(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === 'ECONNREFUSED';
}
