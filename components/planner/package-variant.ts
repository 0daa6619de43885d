import 'server-only';
import type { Answer } from '@/lib/client/answer';
import { getPlannedPackage } from '@/lib/client/planner';
import type { TGetPackageResponse, TPackageVariant } from '@/lib/contract/planner';
import { type Budget, NO_BUDGET } from './routes';

/** Why a planner page cannot show its package or variant: a key of the 'Planner' messages. */
export type PackageProblem = 'notFound' | 'loadError' | 'variantNotFound' | 'loginRequired';

/** A failed get_package: gone (404), for members only (401/403: an invitation-only site), or not loadable right now. */
export const packageProblem = (found: { status: number }): PackageProblem =>
  found.status === 404
    ? 'notFound'
    : found.status === 401 || found.status === 403
      ? 'loginRequired'
      : 'loadError';

/** The variant a URL segment names ('0', '1', …); anything but 1–4 digits names none. */
export function variantByIndex(pkg: TGetPackageResponse, index: string): TPackageVariant | undefined {
  return /^\d{1,4}$/.test(index) ? pkg.variants.find((v) => v.index === Number(index)) : undefined;
}

/**
 * One variant of a package, for the pages that show one (details-list, the detail PDF page): the
 * package first, so a missing package reads 'notFound' whatever the index.
 */
export async function getPackageVariant(
  site: string,
  packageId: string,
  index: string,
  budget: Budget = NO_BUDGET,
): Promise<
  { ok: true; pkg: TGetPackageResponse; variant: TPackageVariant } | { ok: false; problem: PackageProblem }
> {
  const found: Answer<TGetPackageResponse> = await getPlannedPackage(site, packageId, budget);
  if (!found.ok) return { ok: false, problem: packageProblem(found) };
  const variant = variantByIndex(found.data, index);
  return variant ? { ok: true, pkg: found.data, variant } : { ok: false, problem: 'variantNotFound' };
}
