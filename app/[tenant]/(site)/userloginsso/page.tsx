import { renderHome } from '@/components/home/render-home';
import { canonicalFor } from '@/lib/seo';

/** Same search module as /search/trips (spec §2 routes); the single-sign-on return lands here. */
export const metadata = canonicalFor('/search/trips');

export default function UserLoginSsoPage({ params }: { params: Promise<{ tenant: string }> }) {
  return renderHome(params);
}
