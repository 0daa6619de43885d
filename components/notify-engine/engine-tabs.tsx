import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/locale-link';
import { SHELL_ROUTES } from '@/lib/shell/routes';

/** The notifications engine's sections, in the order the tab list shows them (`?tab=`). */
export const ENGINE_TABS = ['campaigns', 'segments', 'templates', 'customers'] as const;
export type EngineTab = (typeof ENGINE_TABS)[number];

/** The `tab` query parameter as a section; anything else is the first, Campaigns. */
export function engineTabOf(value: string | string[] | undefined): EngineTab {
  const v = Array.isArray(value) ? value[0] : value;
  return (ENGINE_TABS as readonly string[]).includes(v ?? '') ? (v as EngineTab) : 'campaigns';
}

const tabClass =
  'inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The section links of the notifications-engine page: each one the page with its `?tab=`, the
 * current one marked (aria-current), scrolling sideways on a narrow screen. Links rather than
 * ARIA tabs: each section has its own address, and Back returns to the previous one.
 */
export function EngineTabs({ current }: { current: EngineTab }) {
  const t = useTranslations('NotifyEngine.tabs');
  return (
    <nav
      aria-label={t('label')}
      className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 lg:mx-0 lg:px-0"
    >
      <ul className="flex gap-1">
        {ENGINE_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={`${SHELL_ROUTES.notificationsEngine}?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={`${tabClass} ${
                tab === current
                  ? 'border-brand text-brand'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-ink'
              }`}
            >
              {t(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
