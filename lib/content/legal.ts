import type { WorkingConfig } from '@/lib/tenant/working-config';
import { hasRichText } from './sanitize';

/** Which of the agency's texts: a legal page (privacy, conditions, terms) or the cancellation policy. */
export type AgencyLegalText = 'privacy' | 'conditions' | 'terms' | 'cancellation';

/**
 * The agency's own HTML for a legal text, or null when it has none that shows anything after
 * sanitising (then the page keeps the generic template). One terms text serves both terms pages
 * (/terms and /terms_conditions), as the agency's configuration holds one.
 */
export function agencyLegalHtml(legal: WorkingConfig['legal'], text: AgencyLegalText): string | null {
  const html =
    text === 'privacy' ? legal.privacy : text === 'cancellation' ? legal.cancellation : legal.terms;
  return hasRichText(html) ? html : null;
}
