import 'server-only';
import type { Db } from '@/lib/db/open';
import { tenants } from '@/lib/db/schema';
import { invalidSettingLog, missingKeysLog } from './gateway-settings';
import { gatewayProblem } from './gateways';

/**
 * At start: every site that names Stripe or Razorpay without its keys in the environment (or with
 * a setting that cannot be used) is logged, once, with the variables to set, so an operator learns it before an agency's traveller
 * does (that traveller reads PAYMENT_MESSAGES.notConfigured on the payment step).
 */
export async function logGatewayProblems(
  db: Db,
  log: (line: string) => void = (line) => console.error(line),
): Promise<number> {
  const rows = await db.select().from(tenants);
  let problems = 0;
  for (const tenant of rows) {
    const problem = gatewayProblem(tenant);
    if (!problem) continue;
    problems += 1;
    log(
      problem.invalid
        ? invalidSettingLog(tenant.key, problem.provider, problem.invalid)
        : missingKeysLog(tenant.key, problem.provider, problem.missing),
    );
  }
  return problems;
}
