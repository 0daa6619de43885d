import { z } from 'zod';
import { checkAdminRequest } from '@/lib/auth/admin-token';
import { AppError } from '@/lib/backend/http/errors';
import {
  findShapeProblem,
  jsonTextTooDeep,
  TOO_DEEP_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
} from '@/lib/backend/http/json-shape';
import { describeIssues } from '@/lib/backend/tenants/definition';
import { upsertTenant } from '@/lib/backend/tenants/repository';
import type { Db } from '@/lib/db/open';
import { validateTenantDefinition } from './tenant-file';

/**
 * The internal admin API behind `/api/internal/*`: what the tenant CLI calls while a server is
 * running (the embedded database belongs to that one process, so the CLI must not open it). Plain
 * Request → Response functions with their dependencies passed in, so tests run them on a test
 * database without Next.
 */
export interface InternalApiDeps {
  db: () => Promise<Db>;
  /** Expires the cached configuration (and the pages built from it) of these sites. */
  revalidateSites: (sites: string[]) => void;
  env?: Record<string, string | undefined>;
}

/** What PUT /api/internal/tenants answers on success (the CLI prints it). */
export interface TenantUpsertAnswer {
  created: boolean;
  key: string;
  version: number;
  domains: string[];
  revalidated: string[];
}

/** Error answers: a code the CLI can act on and lines a person can read. */
export interface InternalErrorAnswer {
  code: string;
  errors: string[];
}

const MAX_BODY_BYTES = 1_000_000;

const refuse = (status: number, code: string, errors: string[]) =>
  Response.json({ code, errors } satisfies InternalErrorAnswer, {
    status,
    headers: { 'cache-control': 'no-store' },
  });

function authorise(request: Request, env: InternalApiDeps['env']): Response | null {
  const check = checkAdminRequest(request, env);
  if (check === 'ok') return null;
  if (check === 'unconfigured') {
    return refuse(401, 'admin_token_unset', [
      'The server has no admin token: set SESSION_SECRET or ADMIN_TOKEN.',
    ]);
  }
  return refuse(401, 'admin_token_invalid', ['A valid admin token is required.']);
}

async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES)
    return { ok: false, response: refuse(413, 'too_large', ['The body is too large.']) };
  // Depth and width bounded before anything recursive (zod, JSON.stringify) sees the value.
  if (jsonTextTooDeep(text)) return { ok: false, response: refuse(400, 'too_deep', [TOO_DEEP_MESSAGE]) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: refuse(400, 'invalid_json', ['The body is not valid JSON.']) };
  }
  const problem = findShapeProblem(value, { badKey: () => false, badString: () => false });
  if (problem?.kind === 'too_deep')
    return { ok: false, response: refuse(400, 'too_deep', [TOO_DEEP_MESSAGE]) };
  if (problem?.kind === 'too_many_entries')
    return { ok: false, response: refuse(400, 'too_many_entries', [TOO_MANY_ENTRIES_MESSAGE]) };
  return { ok: true, value };
}

/** PUT /api/internal/tenants: create or update a tenant from its definition, then expire its caches. */
export async function putTenant(request: Request, deps: InternalApiDeps): Promise<Response> {
  const denied = authorise(request, deps.env);
  if (denied) return denied;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const valid = validateTenantDefinition(body.value);
  if (!valid.ok) return refuse(400, 'invalid_tenant', valid.errors);
  let result: Awaited<ReturnType<typeof upsertTenant>>;
  try {
    result = await upsertTenant(await deps.db(), valid.definition);
  } catch (err) {
    if (err instanceof AppError) return refuse(err.status, err.code, [err.userMessage]);
    throw err;
  }
  deps.revalidateSites(result.staleSites);
  const answer: TenantUpsertAnswer = {
    created: result.created,
    key: result.tenant.key,
    version: result.tenant.version,
    domains: result.domains,
    revalidated: result.staleSites,
  };
  return Response.json(answer, {
    status: result.created ? 201 : 200,
    headers: { 'cache-control': 'no-store' },
  });
}

const site = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, 'Expected a tenant key or a domain name');
export const ZRevalidateRequest = z.object({ sites: z.array(site).min(1).max(100) }).strict();

/** POST /api/internal/revalidate, body { sites: [...] }: expire those sites' cached configuration. */
export async function postRevalidate(
  request: Request,
  deps: Pick<InternalApiDeps, 'revalidateSites' | 'env'>,
) {
  const denied = authorise(request, deps.env);
  if (denied) return denied;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = ZRevalidateRequest.safeParse(body.value);
  if (!parsed.success) {
    return refuse(400, 'invalid_request', describeIssues(parsed.error));
  }
  const sites = [...new Set(parsed.data.sites.map((s) => s.toLowerCase()))];
  deps.revalidateSites(sites);
  return Response.json({ revalidated: sites }, { headers: { 'cache-control': 'no-store' } });
}
