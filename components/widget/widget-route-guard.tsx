'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { HOME_PATH, visitorPath } from '@/lib/shell/path-rules';
import { widgetGuardActive, widgetRouteAllowed } from '@/lib/shell/widget-mode';
import { isFramed, readWidgetSession } from './widget-session';

const noSubscription = () => () => {};

/**
 * Widget mode's route rule (spec §2, §6) for the pages of the site shell: inside the widget's frame,
 * a disabled route shows a short message and a link that opens the page in a new tab instead of
 * its content. Outside a frame, or without a widget session, it renders the page untouched. Read
 * in the browser only (the server snapshot is "not a widget"), so cached pages stay cached; on a
 * client navigation the disabled page's content never mounts.
 */
export function WidgetRouteGuard({ tenant, children }: { tenant: string; children: ReactNode }) {
  const path = visitorPath(usePathname(), tenant);
  const inWidget = useSyncExternalStore(
    noSubscription,
    () => widgetGuardActive(isFramed(), readWidgetSession()),
    () => false,
  );
  return inWidget && !widgetRouteAllowed(path) ? <WidgetUnavailable /> : children;
}

function WidgetUnavailable() {
  const t = useTranslations('Widget');
  const [href, setHref] = useState<string>('');
  useEffect(() => setHref(window.location.href), []);
  return (
    <main data-widget-blocked="" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold text-ink">{t('unavailableTitle')}</h1>
      <p className="text-base text-slate-700">{t('unavailableText')}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={href || undefined}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-on-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('openInNewTab')}
          <span className="sr-only"> {t('newTabHint')}</span>
        </a>
        <a
          href={HOME_PATH}
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('backToSearch')}
        </a>
      </div>
    </main>
  );
}
