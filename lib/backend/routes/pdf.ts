import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { enqueue, startJobWorker } from '@/lib/backend/jobs';
import {
  createPdfDocument,
  findPdfDocument,
  pdfDownloadPath,
  updatePdfDocument,
} from '@/lib/backend/pdf/documents';
import { PDF_JOB, type PdfRequest, registerPdfJob } from '@/lib/backend/pdf/job';
import { packageLoader } from '@/lib/backend/pdf/package-loader';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { PDF_TYPES, type PdfType, type TPdfGetResponse } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { callerOf, dbOf, tenantOf } from '../auth/request-context';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { requestLocale } from '../http/request-locale';
import { leadAccess } from '../planner/lead-access';
import { findLead } from '../planner/lead-repository';

/**
 * PDFs (spec §4, §7 PDF): POST api/pdf/generate/ stores a request and queues a background job
 * (answer: ref_key), POST api/pdf/get/ reports its state (path list once done), and the file is
 * served from the database by GET api/pdf/file/<ref_key>/<name>.pdf. Everything is scoped to the
 * calling site's tenant; the ref_key (128 random bits) is the capability to read a document.
 */
export const pdfRoutes = new Hono<BackendEnv>();

registerPdfJob();

export const PDF_MESSAGES = {
  badType: `Please choose a PDF type: ${PDF_TYPES.join(', ')}.`,
  noData: 'Please say which trip the PDF is for.',
  badIndex: 'Please choose a trip option from the list.',
  leadNotFound: 'We could not find this itinerary.',
  packageNotFound: 'We could not find this trip. Please search again.',
  variantNotFound: 'We could not find this trip option. Please choose one from the list.',
  refKeyRequired: 'Please send the ref_key of the PDF.',
  notFound: 'We could not find this PDF.',
  notReady: 'This PDF is not ready yet.',
  /** Spec §8, PDF failure after polling. */
  failed: 'Oops! PDF Download failed. Please try again later',
} as const;

const bad = (message: string, field = 'data') =>
  new AppError('invalid_request', 400, message, { [field]: [message] });

/** Form posts carry `data` as a JSON string, a bare id, or the whole payload wrapped in `data`. */
function payloadOf(body: Record<string, unknown>): { type: unknown; data: unknown } {
  const inner = body.data;
  if (
    body.type === undefined &&
    inner &&
    typeof inner === 'object' &&
    !Array.isArray(inner) &&
    'type' in inner
  ) {
    const o = inner as Record<string, unknown>;
    return { type: o.type, data: o.data };
  }
  return { type: body.type, data: inner };
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
const field = (data: unknown, ...keys: string[]): string | null => {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const k of keys) {
      const v = text((data as Record<string, unknown>)[k]);
      if (v) return v;
    }
    return null;
  }
  return text(data);
};

/** The signed-in user of the request (callerOf: looked up at most once). */
type Caller = () => Promise<UserRow | null>;

/** The lead, if this request may print it: unknown or someone else's → 404, signed out on an owned lead → 401. */
async function printableLead(db: Db, tenant: Tenant, caller: Caller, leadId: string): Promise<string> {
  const lead = await findLead(db, tenant.id, leadId);
  if (!lead) throw new AppError('lead_not_found', 404, PDF_MESSAGES.leadNotFound);
  const access = leadAccess(lead.userId, lead.userId ? await caller() : null);
  if (access === 'login') throw new AppError('unauthorized', 401, AUTH_MESSAGES.unauthorized);
  if (access === 'forbidden') throw new AppError('lead_not_found', 404, PDF_MESSAGES.leadNotFound);
  return lead.id;
}

async function existingPackage(db: Db, tenant: Tenant, packageId: string, index?: number) {
  const pkg = await packageLoader()(db, tenant, packageId);
  if (!pkg) throw new AppError('package_not_found', 404, PDF_MESSAGES.packageNotFound);
  if (index !== undefined && !pkg.variants.some((v) => v.index === index))
    throw new AppError('variant_not_found', 404, PDF_MESSAGES.variantNotFound);
}

/** Validates the request against this tenant's leads and packages; answers what the job needs. */
async function requestOf(
  db: Db,
  tenant: Tenant,
  caller: Caller,
  type: PdfType,
  data: unknown,
): Promise<PdfRequest> {
  if (data === undefined || data === null || data === '') throw bad(PDF_MESSAGES.noData);
  if (type === 'quotation') {
    const leadId = field(data, 'lead_id', 'id');
    if (!leadId) throw bad(PDF_MESSAGES.noData);
    return { type, lead_id: await printableLead(db, tenant, caller, leadId) };
  }
  if (type === 'package_detail') {
    // The detail page sends its lead (with the traveller's changes) along with package and index.
    const leadId = field(data, 'lead_id') ?? (typeof data === 'string' && isUuid(data.trim()) ? data : null);
    if (leadId) return { type, lead_id: await printableLead(db, tenant, caller, leadId) };
    const packageId = field(data, 'package_id');
    if (!packageId) throw bad(PDF_MESSAGES.noData);
    const rawIndex = field(data, 'index');
    const index = rawIndex !== null && /^\d{1,4}$/.test(rawIndex) ? Number(rawIndex) : null;
    if (index === null) throw bad(PDF_MESSAGES.badIndex, 'index');
    await existingPackage(db, tenant, packageId, index);
    return { type, package_id: packageId.toUpperCase(), index };
  }
  const packageId = field(data, 'package_id');
  if (!packageId) throw bad(PDF_MESSAGES.noData);
  await existingPackage(db, tenant, packageId);
  return { type, package_id: packageId.toUpperCase() };
}

pdfRoutes.post('/api/pdf/generate/', async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const { type, data } = payloadOf(await readBody(c.req.raw));
  if (typeof type !== 'string' || !(PDF_TYPES as readonly string[]).includes(type))
    throw bad(PDF_MESSAGES.badType, 'type');
  // The user is looked up once (the request context keeps it), after the request proved valid: an
  // owned lead's access check and the document's requested_by share it.
  const caller: Caller = () => callerOf(c);
  // Printed in the language of the page that asked (the job re-checks it against the site's locales).
  const request: PdfRequest = {
    ...(await requestOf(db, tenant, caller, type as PdfType, data)),
    locale: requestLocale(c.req.raw.headers, tenant.config),
  };
  const requestedBy = (await caller())?.id ?? null;
  const doc = await createPdfDocument(db, tenant.id, {
    type: type as PdfType,
    request,
    requestedBy,
  });
  const job = await enqueue(db, { tenantId: tenant.id, type: PDF_JOB, payload: { document_id: doc.id } });
  await updatePdfDocument(db, doc, { jobId: job.id });
  // Every instance that accepts PDF requests also works on them. Under Next the worker is already
  // running (instrumentation.ts → lib/backend/job-handlers.ts) and this is a no-op; it stays for hosts of this
  // app that have no start-up hook (tests, an embedder with its own deps.db), on the database the
  // job was queued in. JOB_WORKER=off leaves the work to other instances.
  if (process.env.JOB_WORKER !== 'off') startJobWorker(c.get('deps').db);
  return c.json({ success: true, ref_key: doc.refKey });
});

pdfRoutes.post('/api/pdf/get/', async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const body = await readBody(c.req.raw);
  const refKey = field(body, 'ref_key') ?? field(body.data, 'ref_key');
  if (!refKey) throw bad(PDF_MESSAGES.refKeyRequired, 'ref_key');
  const doc = await findPdfDocument(db, tenant.id, refKey);
  if (!doc) throw new AppError('pdf_not_found', 404, PDF_MESSAGES.notFound);
  const answer: TPdfGetResponse =
    doc.status === 'done' && doc.fileName
      ? { success: true, status: 'done', path: [pdfDownloadPath(doc.refKey, doc.fileName)], message: null }
      : doc.status === 'failed'
        ? { success: false, status: 'failed', path: [], message: PDF_MESSAGES.failed }
        : {
            success: false,
            status: doc.status === 'running' ? 'running' : 'pending',
            path: [],
            message: null,
          };
  return c.json(answer);
});

pdfRoutes.get('/api/pdf/file/:ref_key/:name', async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const doc = await findPdfDocument(db, tenant.id, c.req.param('ref_key'));
  if (!doc) throw new AppError('pdf_not_found', 404, PDF_MESSAGES.notFound);
  if (doc.status !== 'done' || !doc.bytes) throw new AppError('pdf_not_ready', 409, PDF_MESSAGES.notReady);
  const name = `${doc.fileName ?? 'document'}.pdf`;
  return new Response(new Uint8Array(doc.bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(doc.bytes.length),
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
