import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PdfType } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { type PdfDocument, pdfDocuments } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';

/** Generated PDFs in the database (pdf_documents), so any app instance can serve them. */

/** 128 random bits, hex: the reference the browser polls with and the file link carries. */
const newRefKey = () => randomBytes(16).toString('hex');
const REF_KEY = /^[0-9a-f]{32}$/;

export async function createPdfDocument(
  db: Db,
  tenantId: string,
  input: { type: PdfType; request: Record<string, unknown>; requestedBy: string | null },
): Promise<PdfDocument> {
  const [row] = await forTenant(db, tenantId).insert(pdfDocuments, {
    refKey: newRefKey(),
    type: input.type,
    request: input.request,
    requestedBy: input.requestedBy,
    status: 'pending',
  });
  if (!row) throw new Error('pdf document insert returned no row');
  return row;
}

/** This tenant's document by ref_key; another tenant's or a malformed key reads as unknown. */
export async function findPdfDocument(db: Db, tenantId: string, refKey: string): Promise<PdfDocument | null> {
  const key = refKey.trim().toLowerCase();
  if (!REF_KEY.test(key)) return null;
  const [row] = await forTenant(db, tenantId).select(pdfDocuments, eq(pdfDocuments.refKey, key));
  return row ?? null;
}

export async function findPdfDocumentById(db: Db, tenantId: string, id: string): Promise<PdfDocument | null> {
  const [row] = await forTenant(db, tenantId).select(pdfDocuments, eq(pdfDocuments.id, id));
  return row ?? null;
}

export async function updatePdfDocument(
  db: Db,
  doc: Pick<PdfDocument, 'id' | 'tenantId'>,
  set: Partial<Pick<PdfDocument, 'status' | 'bytes' | 'fileName' | 'error' | 'jobId'>>,
): Promise<void> {
  await forTenant(db, doc.tenantId).update(
    pdfDocuments,
    { ...set, updatedAt: new Date() },
    eq(pdfDocuments.id, doc.id),
  );
}

/**
 * Where the browser downloads a finished document: the backend serves it at
 * /api/pdf/file/<ref_key>/<name>.pdf and the storefront serves backend paths under /api/.
 */
export function pdfDownloadPath(refKey: string, fileName: string): string {
  return `/api/api/pdf/file/${refKey}/${encodeURIComponent(fileName)}.pdf`;
}
