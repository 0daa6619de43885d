import { renderHome } from '@/components/home/render-home';
import { canonicalFor } from '@/lib/seo';
import { HOME_PATH } from '@/lib/shell/path-rules';

/** Home: the search module (spec §2). A mode is chosen with the hash, e.g. #travel_and_stay. */
export const metadata = canonicalFor(HOME_PATH);

export default function SearchTripsPage({ params }: { params: Promise<{ tenant: string }> }) {
  return renderHome(params);
}
