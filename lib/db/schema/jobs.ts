import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { tenantId } from './tenant-owned';
import { tenants } from './tenants';

/**
 * The background job queue (lib/backend/jobs): one row per job, claimed by one worker at a time with a
 * lease (`locked_until`). A job whose worker died is taken again once its lease has expired, so work
 * survives a restart. A job runs for one agency (`tenant_id`), or for the whole platform when
 * `tenant_id` is null (the exchange-rates refresh).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The agency the job works for; null for a platform job. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued | running | done | failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not before this time (retries back off by moving it). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Lease of the worker running it; a 'running' job past its lease is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The claim query scans by status and due time.
    index('jobs_status_run_after_idx').on(t.status, t.runAfter),
    index('jobs_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/**
 * Generated PDFs (api/pdf/generate → api/pdf/get → file), kept in the database so every app
 * instance can serve them. `ref_key` is the unguessable reference the browser polls with.
 */
export const pdfDocuments = pgTable(
  'pdf_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    refKey: text('ref_key').notNull(),
    /** quotation | package_list | package_detail (PDF_TYPES). */
    type: text('type').notNull(),
    /** The validated request data (lead id, package id and index). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** pending | running | done | failed (ZPdfGetResponse.status). */
    status: text('status').notNull().default('pending'),
    bytes: bytea('bytes'),
    /** Download name without the .pdf extension. */
    fileName: text('file_name'),
    error: text('error'),
    requestedBy: uuid('requested_by'),
    jobId: uuid('job_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pdf_documents_ref_key_uq').on(t.refKey),
    index('pdf_documents_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type PdfDocument = typeof pdfDocuments.$inferSelect;
