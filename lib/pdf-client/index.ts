export {
  createPdfJobs,
  judgePoll,
  PDF_BUSY_MESSAGE,
  PDF_DOWNLOAD_STAGGER_MS,
  PDF_FAILED_MESSAGE,
  PDF_MAX_POLLS,
  PDF_POLL_INTERVAL_MS,
  PdfError,
  type PdfErrorCode,
  type PdfJobState,
  type PdfJobs,
} from './poller';
export { downloadHref } from './transport';
