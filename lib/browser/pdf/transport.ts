import { callApi } from '@/lib/client/browser-api';
import type { PdfType } from '@/lib/contract/planner';
import type { PdfDeps } from './poller';

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

/** Spec §7 PDF paths on the site's own origin (`/api/` + the spec's path, trailing slash kept). */
export const PDF_GENERATE_PATH = 'api/pdf/generate/';
export const PDF_GET_PATH = 'api/pdf/get/';

async function generate(type: PdfType, data: unknown): Promise<string | null> {
  const contract = readers();
  const res = await callApi<unknown>(PDF_GENERATE_PATH, { method: 'POST', body: { type, data } });
  const parsed = (await contract).ZPdfGenerateResponse.safeParse(res.body);
  return res.ok && parsed.success && parsed.data.success !== false && parsed.data.ref_key
    ? parsed.data.ref_key
    : null;
}

async function poll(refKey: string) {
  const contract = readers();
  const res = await callApi<unknown>(PDF_GET_PATH, { method: 'POST', body: { ref_key: refKey } });
  const parsed = (await contract).ZPdfGetResponse.safeParse(res.body);
  return parsed.success ? parsed.data : null;
}

/**
 * Where the browser fetches a file: absolute URLs as they are, site paths as they are, and a bare
 * contract path (`api/pdf/file/…`) through the site's /api/ mount.
 */
export function downloadHref(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/api/${path}`;
}

/** A real download: a temporary <a download> clicked, so the browser saves rather than navigates. */
function download(path: string): void {
  const a = document.createElement('a');
  a.href = downloadHref(path);
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export const browserPdfDeps: PdfDeps = { generate, poll, download };
