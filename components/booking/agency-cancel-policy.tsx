import 'server-only';
import { RichText } from '@/components/common/rich-text';
import { agencyLegalHtml } from '@/lib/content/legal';
import type { WorkingConfig } from '@/lib/tenant/working-config';

/** The agency's own cancellation policy for the booking page's cancel panel, or null when it has none. */
export function agencyCancelPolicy(wc: WorkingConfig) {
  const html = agencyLegalHtml(wc.legal, 'cancellation');
  return html ? <RichText html={html} className="mt-1 text-sm lg:text-sm" /> : null;
}
