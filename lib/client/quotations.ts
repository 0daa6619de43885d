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
