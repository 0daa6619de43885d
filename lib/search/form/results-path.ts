import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { listPath } from '@/lib/shell/planner-paths';

/**
 * Where an accepted search opens (spec §2): organised-package searches on the organised-package
 * pages (one picked package → its detail; a place → the list filtered by it), every other mode on
 * the planner's ranked trips, list/{package_id}.
 */
export function resultsPath(request: TSearchApiRequest, packageId: string): string {
  if (request.mode === 'static_packages_type') {
    const picked = request.destination[0];
    if (picked?.geo_type === 'Organized Packages' && picked.id)
      return `/static_package/detail?id=${encodeURIComponent(String(picked.id))}`;
    const place = picked?.destination_name || picked?.name.split(',')[0]?.trim();
    return place ? `/static_package/list?destination=${encodeURIComponent(place)}` : '/static_package/list';
  }
  return listPath(packageId);
}
