import 'server-only';
import { notFound } from 'next/navigation';
import { getWorkingConfig, type WorkingConfig } from '@/lib/tenant';

/** The working configuration of the page's tenant; an unknown tenant is a 404 (the layout says so too). */
export async function requireSite(params: Promise<{ tenant: string }>): Promise<WorkingConfig> {
  const { tenant } = await params;
  const wc = await getWorkingConfig(tenant);
  if (!wc) notFound();
  return wc;
}
