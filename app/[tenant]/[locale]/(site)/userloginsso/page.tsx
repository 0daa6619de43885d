import { renderHome } from '@/components/home/render-home';
import { routeLocale } from '@/i18n/route-locale';
import { canonicalMetadata } from '@/lib/seo/route-canonical';
import { HOME_PATH } from '@/lib/shell/path-rules';

/** Same search module as /search/trips (spec §2 routes); the single-sign-on return lands here. */
export const generateMetadata = canonicalMetadata(HOME_PATH);

export default async function UserLoginSsoPage({ params }: { params: Promise<{ tenant: string }> }) {
  await routeLocale(params);
  return renderHome(params);
}
