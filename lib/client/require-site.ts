import 'server-only';
import { notFound } from 'next/navigation';
import { getWorkingConfig } from '@/lib/client/site-config';
import type { WorkingConfig } from '@/lib/tenant/working-config';

/** The working configuration of the page's tenant; an unknown tenant is a 404 (the layout says so too). */
export async function requireSite(params: Promise<{ tenant: string }>): Promise<WorkingConfig> {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  if (!wc) notFound();
  return wc;
}
