import type { TSendToSlackSkip } from '@/lib/contract/error-report';

/**
 * Which deployment this server is: `APP_ENV` when set (`production`, `staging`, `development`, …),
 * else NODE_ENV. NODE_ENV alone cannot tell staging from production — a staging server runs the
 * same production build (`next start` sets NODE_ENV=production) — so staging sets APP_ENV=staging.
 */
export function deploymentEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  const named = (env.APP_ENV ?? '').trim().toLowerCase();
  return named || (env.NODE_ENV ?? 'development').trim().toLowerCase();
}

/** The spec's "skipped on development and staging". */
const QUIET_ENVIRONMENTS: ReadonlySet<string> = new Set(['development', 'staging']);

/** Where error reports go, or why they go nowhere (an unset URL wins: there is nowhere to send). */
export type ErrorReportTarget =
  | { send: true; webhookUrl: string }
  | { send: false; skipped: TSendToSlackSkip };

export function errorReportTarget(env: NodeJS.ProcessEnv = process.env): ErrorReportTarget {
  const webhookUrl = (env.SLACK_WEBHOOK_URL ?? '').trim();
  if (!webhookUrl) return { send: false, skipped: 'not_configured' };
  if (QUIET_ENVIRONMENTS.has(deploymentEnvironment(env))) return { send: false, skipped: 'environment' };
  return { send: true, webhookUrl };
}
