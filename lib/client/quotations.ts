import { type Answer, answerOf } from './answer';
import { type CallOptions, callApi } from './browser-api';
import { type QuotationView, readQuotation } from './quotation-reader';

/** The quotation calls of the planner and quotation pages, same-origin through /api/ (spec §7 Quotations). */

export interface QuotationRequest {
  lead_id: string;
  customer_name?: string;
  customer_email?: string;
  customer_mobile?: string;
}

/** A quotation answer read field by field (§3's spelling first): lib/client/quotation-reader. */
async function quotationCall(path: string, init: CallOptions): Promise<Answer<QuotationView>> {
  return answerOf(await callApi(path, init), readQuotation);
}

export const generateQuotation = (req: QuotationRequest) =>
  quotationCall('generate_quotation', { method: 'POST', body: req });

export const quotationDetails = (leadId: string) =>
  quotationCall('quotation_details', { query: { lead_id: leadId } });

/** One page of the agency's quotations (GET api/partner_integration/v1/quotation/), each read as the quotation page reads one. */
export interface QuotationPage {
  count: number;
  page: number;
  pageSize: number;
  results: QuotationView[];
}

const wholeNumber = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

/**
 * The list answer: `results` (Django REST paging, as the built-in backend and §7's partner API
 * answer), bare or in `data`; a result that names no quotation is left out, not a failed page.
 */
export function readQuotationPage(body: unknown): QuotationPage | null {
  const raw =
    body && typeof body === 'object' && 'data' in body && (body as { data?: unknown }).data
      ? (body as { data: unknown }).data
      : body;
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as { count?: unknown; page?: unknown; page_size?: unknown; results?: unknown };
  if (!Array.isArray(r.results)) return null;
  const results = r.results.map(readQuotation).filter((q): q is QuotationView => q !== null);
  return {
    count: wholeNumber(r.count, results.length),
    page: wholeNumber(r.page, 1),
    pageSize: wholeNumber(r.page_size, Math.max(results.length, 1)),
    results,
  };
}

/** The staff list with the filters' query (lib/client/quotation-filters quotationListQuery). */
export const listQuotations = async (query: Record<string, string>): Promise<Answer<QuotationPage>> =>
  answerOf(await callApi('api/partner_integration/v1/quotation/', { query }), readQuotationPage);

/** send_quotation_email/: the agency re-sends the quotation to its customer; the server's message. */
export const sendQuotationEmail = async (
  quotationId: string,
): Promise<Answer<{ message: string | null }>> => {
  const res = await callApi('send_quotation_email/', { method: 'POST', body: { quotation_id: quotationId } });
  return answerOf(res, () => ({ message: res.message }));
};
