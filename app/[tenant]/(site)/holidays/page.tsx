import { renderHome } from '@/components/home/render-home';
import { canonicalFor } from '@/lib/seo';
import { HOME_PATH } from '@/lib/shell/path-rules';

/** Same search module as /search/trips (spec §2 routes), so the canonical page is that one. */
export const metadata = canonicalFor(HOME_PATH);

export default function HolidaysPage({ params }: { params: Promise<{ tenant: string }> }) {
  return renderHome(params);
}
