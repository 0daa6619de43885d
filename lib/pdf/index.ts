/**
 * Server-side PDFs (pdfkit, no browser). Pure renderers and helpers here; the database side is in
 * ./documents (pdf_documents), ./job (the 'pdf.generate' background job) and ./package-loader.
 * Test data: ./fixtures.
 */
export { brandOf, type PdfBrand } from './brand';
export { formatDate, formatMoney, travellersText, tripHeading } from './format';
export {
  type PackageDetailPdfInput,
  type PackageListPdfInput,
  type QuotationPdfInput,
  renderPackageDetailPdf,
  renderPackageListPdf,
  renderQuotationPdf,
} from './render';
export { toWinAnsi } from './text';
