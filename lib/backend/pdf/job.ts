import 'server-only';
import { eq } from 'drizzle-orm';
import { type JobContext, PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import type { TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type PdfDocument, type Tenant, tenants } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/seo/site-origin';
import { mailLocale } from '../notify/mail-locale';
import { readerLocale } from '../notify/reader-locale';
import { findLead } from '../planner/lead-repository';
import { latestQuotationOfLead, setQuotePdf, toApiQuotation } from '../quotations/repository';
import { brandOf } from './brand';
import { findPdfDocumentById, pdfDownloadPath, updatePdfDocument } from './documents';
import { cityName, fileSlug } from './format';
import { packageLoader } from './package-loader';
import { renderPackageDetailPdf, renderPackageListPdf, renderQuotationPdf } from './render';

/** Job type of a PDF generation (payload: { document_id }). */
export const PDF_JOB = 'pdf.generate';

/**
 * What api/pdf/generate stored as the document's request, per type, with the language it is printed
 * in (absent on documents requested before issue 31: the site's default).
 */
export type PdfRequest = (
  | { type: 'quotation'; lead_id: string }
  | { type: 'package_list'; package_id: string }
  | { type: 'package_detail'; lead_id: string }
  | { type: 'package_detail'; package_id: string; index: number }
) & { locale?: string };

async function leadOf(db: Db, tenantId: string, leadId: string) {
  const lead = await findLead(db, tenantId, leadId);
  if (!lead) throw new PermanentJobError('The itinerary no longer exists');
  return lead;
}

async function packageOf(db: Db, tenant: Tenant, packageId: string) {
  const pkg = await packageLoader()(db, tenant, packageId);
  if (!pkg) throw new PermanentJobError('The package no longer exists');
  return pkg;
}

const tripSlug = (v: TPackageVariant) => v.cities.map((c) => cityName(c.city)).join('-');

/** Renders the document's PDF; answers its bytes and download name. */
async function render(
  db: Db,
  tenant: Tenant,
  doc: PdfDocument,
): Promise<{ bytes: Buffer; fileName: string; afterwards?: (path: string) => Promise<void> }> {
  const brand = brandOf(tenant.config, siteOrigin(tenant.key, process.env));
  const req = doc.request as PdfRequest;
  // Stored JSON: a locale the site no longer offers prints in its default.
  const ml = mailLocale(readerLocale(tenant.config, req.locale));
  if (req.type === 'quotation') {
    const lead = await leadOf(db, tenant.id, req.lead_id);
    const row = await latestQuotationOfLead(db, tenant.id, lead.id);
    const quotation = row ? toApiQuotation(row, tenant.agencyId) : null;
    // A quotation PDF shows what was quoted; without one, the lead as it is now.
    const variant = row?.variant ?? lead.variant;
    const bytes = await renderQuotationPdf({ brand, variant, search: lead.search, quotation, ml });
    return {
      bytes,
      fileName: fileSlug('Quotation', quotation?.opp_id ?? '', tripSlug(variant)),
      ...(row ? { afterwards: (path: string) => setQuotePdf(db, tenant.id, row.id, path) } : {}),
    };
  }
  if (req.type === 'package_list') {
    const pkg = await packageOf(db, tenant, req.package_id);
    const bytes = await renderPackageListPdf({
      brand,
      packageId: req.package_id,
      search: pkg.search,
      variants: pkg.variants,
      ml,
    });
    return {
      bytes,
      fileName: fileSlug('Trip-options', pkg.variants[0] ? tripSlug(pkg.variants[0]) : '', req.package_id),
    };
  }
  let variant: TPackageVariant;
  let search: TSearchSummary | null;
  let packageId: string;
  if ('lead_id' in req) {
    const lead = await leadOf(db, tenant.id, req.lead_id);
    ({ variant, search, packageId } = {
      variant: lead.variant,
      search: lead.search,
      packageId: lead.packageId,
    });
  } else {
    const pkg = await packageOf(db, tenant, req.package_id);
    const found = pkg.variants.find((v) => v.index === req.index);
    if (!found) throw new PermanentJobError('The trip option no longer exists');
    ({ variant, search, packageId } = { variant: found, search: pkg.search, packageId: req.package_id });
  }
  const bytes = await renderPackageDetailPdf({ brand, variant, search, packageId, ml });
  return { bytes, fileName: fileSlug('Itinerary', tripSlug(variant), packageId) };
}

async function documentOf(ctx: JobContext): Promise<{ doc: PdfDocument; tenant: Tenant }> {
  const id = ctx.job.payload.document_id;
  const tenantId = ctx.job.tenantId;
  if (typeof id !== 'string' || !tenantId) throw new PermanentJobError('No document_id or agency in the job');
  const doc = await findPdfDocumentById(ctx.db, tenantId, id);
  if (!doc) throw new PermanentJobError('The PDF request no longer exists');
  const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new PermanentJobError('The agency no longer exists');
  return { doc, tenant };
}

/** Runs one PDF job: marks the document running, renders it and stores the bytes. */
export async function runPdfJob(ctx: JobContext): Promise<Record<string, unknown>> {
  const { doc, tenant } = await documentOf(ctx);
  if (doc.status === 'done') return { ref_key: doc.refKey, already: true };
  await updatePdfDocument(ctx.db, doc, { status: 'running', error: null });
  const out = await render(ctx.db, tenant, doc);
  await updatePdfDocument(ctx.db, doc, { status: 'done', bytes: out.bytes, fileName: out.fileName });
  const path = pdfDownloadPath(doc.refKey, out.fileName);
  await out.afterwards?.(path);
  return { ref_key: doc.refKey, bytes: out.bytes.length, path };
}

async function onPdfJobFailed(ctx: JobContext, message: string): Promise<void> {
  const id = ctx.job.payload.document_id;
  if (typeof id !== 'string' || !ctx.job.tenantId) return;
  const doc = await findPdfDocumentById(ctx.db, ctx.job.tenantId, id);
  if (doc && doc.status !== 'done')
    await updatePdfDocument(ctx.db, doc, { status: 'failed', error: message.slice(0, 500) });
}

/** Registers the PDF job with this process's job registry (idempotent). */
export function registerPdfJob(): void {
  registerJobHandler(PDF_JOB, { run: runPdfJob, onFailed: onPdfJobFailed });
}
