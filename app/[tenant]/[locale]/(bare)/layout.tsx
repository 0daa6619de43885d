import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/route-locale';

/** Pages without header or footer: PDF render pages and widget mode (spec §2). */
export default async function BareLayout({
  children,
  params,
}: { children: ReactNode } & { params: Promise<object> }) {
  await routeLocale(params);
  return <>{children}</>;
}
