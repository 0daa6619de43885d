import 'server-only';
import { CsvError, parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  type TCustomerImportReport,
  type TImportRowError,
  ZCustomerInput,
} from '@/lib/contract/customers';
import type { Db, Tx } from '@/lib/db/open';
import { type Customer, customers } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { notifyEngineText } from './access';
import { type CustomerValues, normaliseCustomer } from './customer-input';
import { customersByContact, lockCustomers } from './customer-repository';

/**
 * POST api/v1/customer/customer_upload: a CSV of customers (header first_name, last_name, email,
 * mobile, city, country, tags) imported with a report of each refused row.
 *
 * - Each row is checked alone (ZCustomerInput, the mobile into E.164 with the agency's country);
 *   a bad row is named (row number as a spreadsheet shows it: the header is row 1) with its field
 *   and message, and left out; the good rows are kept.
 * - Rows with the e-mail or mobile of an existing customer, or of an earlier row of the file, are
 *   merged into that customer (their non-empty fields win, tags are added); never a second
 *   customer, and never a subscription again for someone who unsubscribed. A row whose e-mail
 *   belongs to one customer and mobile to another is refused.
 * - All good rows are written in one transaction (one insert and one update statement), holding
 *   the tenant's customers lock: a crash leaves nothing, and a second upload at the same time
 *   waits and then merges into the first's rows. Inserts say ON CONFLICT DO NOTHING, so a row
 *   someone else added meanwhile is merged on a second pass instead of failing the import.
 */

interface Entity {
  /** The first row of the file it holds (0: an existing customer no row has touched yet). */
  row: number;
  /** The existing customer, or null for one this import creates. */
  existing: Customer | null;
  values: CustomerValues;
  changed: boolean;
}

type Values = CustomerValues;

/** The rows of a CSV text as records keyed by the header's (lower-cased) names; 400 naming `file` when it is not CSV. */
function readCsv(text: string): Record<string, string>[] {
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      to: CUSTOMER_IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    const line = err instanceof CsvError ? (err as CsvError & { lines?: number }).lines : undefined;
    throw fileError(notifyEngineText('csvUnreadable', { line: line ?? 0 }));
  }
  const [head, ...data] = rows;
  const header = (head ?? []).map((h) => h.trim().toLowerCase());
  if (!header.includes('first_name') || !(header.includes('email') || header.includes('mobile')))
    throw fileError(notifyEngineText('csvHeader', { columns: CUSTOMER_CSV_COLUMNS.join(',') }));
  if (data.length === 0) throw fileError(notifyEngineText('csvEmpty'));
  if (data.length > CUSTOMER_IMPORT_MAX_ROWS)
    throw fileError(notifyEngineText('csvTooManyRows', { max: CUSTOMER_IMPORT_MAX_ROWS }));
  const records = data.map((cells) => {
    const r: Record<string, string> = Object.create(null) as Record<string, string>;
    header.forEach((name, i) => {
      if ((CUSTOMER_CSV_COLUMNS as readonly string[]).includes(name)) r[name] = cells[i] ?? '';
    });
    return r;
  });
  return records;
}

const fileError = (message: string) => new AppError('invalid_request', 400, message, { file: [message] });

/** A row's values, or its errors (each field's first). Pure. */
function checkRow(
  record: Record<string, string>,
  row: number,
  country: CountryCode | undefined,
): { ok: true; values: Values } | { ok: false; errors: TImportRowError[] } {
  const parsed = ZCustomerInput.safeParse(record);
  if (!parsed.success) {
    const seen = new Set<string>();
    const errors: TImportRowError[] = [];
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
    return { ok: false, errors };
  }
  const { subscribed: _ignored, ...input } = parsed.data;
  const normal = normaliseCustomer(input, country);
  if (!normal.ok) return { ok: false, errors: [{ row, field: normal.field, message: normal.message }] };
  return { ok: true, values: normal.values };
}

/** `into` with the row's non-empty fields over it and the row's tags added. Pure. */
function mergeValues(into: Values, row: Values): Values {
  return {
    first_name: row.first_name || into.first_name,
    last_name: row.last_name || into.last_name,
    email: row.email ?? into.email,
    mobile: row.mobile ?? into.mobile,
    city: row.city ?? into.city,
    country: row.country ?? into.country,
    tags: [...new Set([...into.tags, ...row.tags])],
  };
}

const valuesOf = (c: Customer): Values => ({
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email,
  mobile: c.mobile,
  city: c.city,
  country: c.country,
  tags: c.tags,
});

const sameValues = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Folds the good rows into customers: existing ones (found by e-mail or mobile) or new ones. An
 * e-mail or mobile, once it names a customer, names that one for the rest of the file (so two
 * customers never end with the same one). Returns the customers touched and the rows refused.
 */
function plan(
  rows: { row: number; values: Values }[],
  existing: Customer[],
): { entities: Entity[]; merged: number; conflicts: TImportRowError[] } {
  const byEmail = new Map<string, Entity>();
  const byMobile = new Map<string, Entity>();
  const entities: Entity[] = [];
  const index = (e: Entity, v: Values) => {
    if (v.email && !byEmail.has(v.email)) byEmail.set(v.email, e);
    if (v.mobile && !byMobile.has(v.mobile)) byMobile.set(v.mobile, e);
  };
  for (const c of existing) {
    const e: Entity = { row: 0, existing: c, values: valuesOf(c), changed: false };
    index(e, e.values);
  }
  let merged = 0;
  const conflicts: TImportRowError[] = [];
  for (const { row, values } of rows) {
    const byE = values.email ? byEmail.get(values.email) : undefined;
    const byM = values.mobile ? byMobile.get(values.mobile) : undefined;
    if (byE && byM && byE !== byM) {
      conflicts.push({ row, field: 'mobile', message: notifyEngineText('csvContactConflict') });
      continue;
    }
    const target = byE ?? byM;
    if (!target) {
      const e: Entity = { row, existing: null, values, changed: true };
      entities.push(e);
      index(e, values);
      continue;
    }
    merged += 1;
    const next = mergeValues(target.values, values);
    if (!sameValues(next, target.values)) {
      target.values = next;
      if (!target.changed) {
        target.changed = true;
        target.row = row;
        entities.push(target);
      }
    }
    index(target, values);
  }
  return { entities, merged, conflicts };
}

/** The existing customers in `updates` with their new values: one statement. */
async function applyUpdates(tx: Tx, tenantId: string, updates: Entity[]): Promise<void> {
  if (!updates.length) return;
  const data = updates.map((e) => ({ id: e.existing?.id, ...e.values }));
  await tx.execute(sql`
    update ${customers} as c set
      first_name = v.first_name, last_name = v.last_name, email = v.email, mobile = v.mobile,
      city = v.city, country = v.country, tags = v.tags, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(
      id uuid, first_name text, last_name text, email text, mobile text, city text, country text, tags jsonb)
    where c.id = v.id and c.tenant_id = ${tenantId}`);
}

/** Inserts the new customers; returns those not inserted because someone took their e-mail or mobile meanwhile. */
async function applyInserts(tx: Tx, tenantId: string, inserts: Entity[]): Promise<Entity[]> {
  if (!inserts.length) return [];
  const done = new Set<string>();
  const key = (email: string | null, mobile: string | null) => `${email ?? ''}\u0000${mobile ?? ''}`;
  for (let i = 0; i < inserts.length; i += 1000) {
    const batch = inserts.slice(i, i + 1000);
    const rows = await tx
      .insert(customers)
      .values(
        batch.map(({ values: v }) => ({
          tenantId,
          firstName: v.first_name,
          lastName: v.last_name,
          email: v.email,
          mobile: v.mobile,
          city: v.city,
          country: v.country,
          tags: v.tags,
          source: 'import',
        })),
      )
      .onConflictDoNothing()
      .returning({ email: customers.email, mobile: customers.mobile });
    for (const r of rows) done.add(key(r.email, r.mobile));
  }
  return inserts.filter((e) => !done.has(key(e.values.email, e.values.mobile)));
}

export async function importCustomers(
  db: Db,
  tenantId: string,
  country: CountryCode | undefined,
  text: string,
): Promise<TCustomerImportReport> {
  const records = readCsv(text);
  const errors: TImportRowError[] = [];
  const rejected = new Set<number>();
  const good: { row: number; values: Values }[] = [];
  records.forEach((record, i) => {
    const row = i + 2;
    const checked = checkRow(record, row, country);
    if (checked.ok) good.push({ row, values: checked.values });
    else {
      errors.push(...checked.errors);
      rejected.add(row);
    }
  });

  const { created, merged } = await db.transaction(async (tx) => {
    await lockCustomers(tx, tenantId);
    let pending = good;
    let created = 0;
    let merged = 0;
    // A second pass only when a writer outside the lock took a new row's e-mail or mobile meanwhile.
    for (let pass = 0; pass < 3 && pending.length; pass++) {
      const existing = await customersByContact(
        tx,
        tenantId,
        [...new Set(pending.flatMap((r) => (r.values.email ? [r.values.email] : [])))],
        [...new Set(pending.flatMap((r) => (r.values.mobile ? [r.values.mobile] : [])))],
      );
      const p = plan(pending, existing);
      for (const c of p.conflicts) {
        errors.push(c);
        rejected.add(c.row);
      }
      await applyUpdates(
        tx,
        tenantId,
        p.entities.filter((e) => e.existing),
      );
      const fresh = p.entities.filter((e) => !e.existing);
      const skipped = await applyInserts(tx, tenantId, fresh);
      created += fresh.length - skipped.length;
      merged += p.merged;
      // Each skipped customer is planned again as one row: created or merged on the next pass.
      pending = skipped.map((e) => ({ row: e.row, values: e.values }));
    }
    if (pending.length) throw new AppError('import_busy', 409, notifyEngineText('importBusy'));
    return { created, merged };
  });

  errors.sort((a, b) => a.row - b.row);
  return { rows: records.length, created, merged, rejected: rejected.size, errors };
}
