import type { PdfType, TPdfGetResponse } from '@/lib/contract/planner';
import { apiUrl, callApi } from './browser-api';

/** The PDF calls of the planner and quotation pages (spec §7), same-origin through /api/. */

/**
 * The answers' readers (zod) load beside the first PDF asked for, not with the page (the list and
 * detail pages show the button). If they cannot load, the call fails as a refused one does.
 */
const readers = () => {
  const contract = import('@/lib/contract/planner');
  // Observed here too: if the request fails first, the readers' own failure is not reported twice.
  contract.catch(() => undefined);
  return contract;
};

/** POST api/pdf/generate/ (trailing slash as the spec has it): the generation's ref_key, or null when refused. */
export async function generatePdf(type: PdfType, data: unknown): Promise<string | null> {
  const contract = readers();
  const res = await callApi('api/pdf/generate/', { method: 'POST', body: { type, data } });
  const parsed = (await contract).ZPdfGenerateResponse.safeParse(res.body);
  return res.ok && parsed.success && parsed.data.success !== false && parsed.data.ref_key
    ? parsed.data.ref_key
    : null;
}

/** POST api/pdf/get/ {ref_key}: where the generation stands, or null for an answer that cannot be read. */
export async function pdfStatus(refKey: string): Promise<TPdfGetResponse | null> {
  const contract = readers();
  const res = await callApi('api/pdf/get/', { method: 'POST', body: { ref_key: refKey } });
  const parsed = (await contract).ZPdfGetResponse.safeParse(res.body);
  return parsed.success ? parsed.data : null;
}

/**
 * Where the browser fetches a file: absolute URLs as they are, site paths as they are, and a bare
 * contract path (`api/pdf/file/…`) through the site's /api/ mount.
 */
export function downloadHref(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return apiUrl(path);
}
