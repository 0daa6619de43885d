import { downloadHref, generatePdf, pdfStatus } from '@/lib/client/pdf';
import type { PdfDeps } from './poller';

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

/** The poller's calls (lib/client/pdf) and the browser's download. */
export const browserPdfDeps: PdfDeps = { generate: generatePdf, poll: pdfStatus, download };
