import 'server-only';
import type { TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';

/** The planned variants of a package, or null when the tenant has no such package. */
export type PackageLoader = (
  db: Db,
  tenant: Tenant,
  packageId: string,
) => Promise<{ search: TSearchSummary; variants: TPackageVariant[] } | null>;

const g = globalThis as unknown as { __itineraPdfPackageLoader?: PackageLoader };

/**
 * The built-in planner's packages (lib/backend/planner), imported lazily so the PDF job does not
 * load the planner until a package PDF is made. Tests replace it with setPackageLoader.
 */
const plannerLoader: PackageLoader = async (db, tenant, packageId) => {
  const { packageService } = await import('@/lib/backend/planner');
  const { AppError } = await import('@/lib/backend/http/errors');
  try {
    const ctx = await packageService.open(db, tenant, packageId);
    const pkg = await packageService.getPackage(ctx);
    return { search: pkg.search, variants: pkg.variants };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
};

export function packageLoader(): PackageLoader {
  return g.__itineraPdfPackageLoader ?? plannerLoader;
}

/** Replaces the package source (tests, or another planner); undefined restores the built-in one. */
export function setPackageLoader(loader: PackageLoader | undefined): void {
  g.__itineraPdfPackageLoader = loader;
}
