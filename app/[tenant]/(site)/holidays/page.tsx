import { renderHome } from '@/components/home/render-home';
import { canonicalFor } from '@/lib/seo';

/** Same search module as /search/trips (spec §2 routes), so the canonical page is that one. */
export const metadata = canonicalFor('/search/trips');

export default function HolidaysPage({ params }: { params: Promise<{ tenant: string }> }) {
  return renderHome(params);
}
