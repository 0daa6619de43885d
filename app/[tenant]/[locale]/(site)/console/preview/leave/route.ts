import { draftMode } from 'next/headers';
import { isLocale } from '@/i18n/locales';
import { localizePath } from '@/i18n/routing';
import { getWorkingConfig } from '@/lib/client/site-config';

type Params = { params: Promise<{ tenant: string; locale: string }> };

/** GET /console/preview/leave — ends the admin's preview (issue 32 item 2) and goes back to the console. */
export async function GET(_request: Request, { params }: Params) {
  const { tenant, locale } = await params;
  (await draftMode()).disable();
  const wc = await getWorkingConfig(tenant);
  const here = isLocale(locale) ? locale : (wc?.defaultLocale ?? 'en-GB');
  return new Response(null, {
    status: 303,
    headers: {
      location: localizePath('/console', here, wc?.defaultLocale ?? here),
      'cache-control': 'private, no-store',
    },
  });
}
