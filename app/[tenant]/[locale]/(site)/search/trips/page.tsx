import { renderHome } from '@/components/home/render-home';
import { routeLocale } from '@/i18n/route-locale';
import { canonicalMetadata } from '@/lib/seo/route-canonical';
import { HOME_PATH } from '@/lib/shell/path-rules';

/** Home: the search module (spec §2). A mode is chosen with the hash, e.g. #travel_and_stay. */
export const generateMetadata = canonicalMetadata(HOME_PATH);

export default async function SearchTripsPage({ params }: { params: Promise<{ tenant: string }> }) {
  await routeLocale(params);
  return renderHome(params);
}
