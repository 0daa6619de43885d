import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';

/**
 * The notifications engine's customers (spec §7 "customer and notification administration
 * api/v1/customer/customer, customer_upload"; issue 29 item 1). One schema per input, read by the
 * add/edit form and by the server alike; the server then puts the mobile into E.164 with the
 * tenant's country (libphonenumber), which the form cannot know.
 */

export const CUSTOMER_PATHS = {
  /** GET (list), POST (add). */
  list: 'api/v1/customer/customer',
  /** PUT/PATCH (edit), DELETE: `api/v1/customer/customer/{id}`. */
  one: (id: string) => `api/v1/customer/customer/${encodeURIComponent(id)}`,
  /** POST a CSV file (multipart field `file`, or the body itself as text/csv). */
  upload: 'api/v1/customer/customer_upload',
} as const;

export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_MAX_PAGE_SIZE = 100;
/** The most data rows one CSV file may hold. */
export const CUSTOMER_IMPORT_MAX_ROWS = 10_000;
/** The CSV's columns (first_name and one of email/mobile are required). */
export const CUSTOMER_CSV_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'city',
  'country',
  'tags',
] as const;

export const CUSTOMER_VALIDATION = {
  nameRequired: 'First name is required.',
  contactRequired: 'Enter an e-mail address or a mobile number.',
  emailInvalid: 'Enter a valid e-mail address.',
  mobileInvalid: 'Enter a valid mobile number.',
  tooLong: 'This is too long.',
  tagsInvalid: 'Up to 20 tags of at most 40 characters each.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CUSTOMER_VALIDATION.tooLong)
    .nullish()
    .transform((v) => v || null);

/** Tags as a list, or as one text split on commas, semicolons or bars (as a CSV cell holds them). */
export function splitTags(value: string): string[] {
  return value
    .split(/[,;|]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

const tags = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => {
    const list = v == null ? [] : Array.isArray(v) ? v.map((t) => t.trim()).filter(Boolean) : splitTags(v);
    return [...new Set(list)];
  })
  .refine((l) => l.length <= 20 && l.every((t) => t.length <= 40), CUSTOMER_VALIDATION.tagsInvalid);

/** The fields of a customer, without the rule that one of e-mail and mobile is needed. */
const customerFields = z.object({
  first_name: z
    .string({ error: CUSTOMER_VALIDATION.nameRequired })
    .trim()
    .min(1, CUSTOMER_VALIDATION.nameRequired)
    .max(100, CUSTOMER_VALIDATION.tooLong),
  last_name: optionalText(100).transform((v) => v ?? ''),
  email: optionalText(254)
    .transform((v) => v?.toLowerCase() ?? null)
    .refine((v) => v === null || EMAIL_PATTERN.test(v), CUSTOMER_VALIDATION.emailInvalid),
  mobile: optionalText(30).refine(
    (v) => v === null || /^\+?[0-9 ().-]{4,30}$/.test(v),
    CUSTOMER_VALIDATION.mobileInvalid,
  ),
  city: optionalText(100),
  country: optionalText(100),
  tags,
});

/** POST api/v1/customer/customer and one CSV row: a name and at least one of e-mail and mobile. */
export const ZCustomerInput = customerFields
  .extend({
    /** Staff may mark a customer unsubscribed; only the customer subscribes again (never set true here). */
    subscribed: z.boolean().optional(),
  })
  .superRefine((d, ctx) => {
    if (!d.email && !d.mobile)
      ctx.addIssue({ code: 'custom', path: ['email'], message: CUSTOMER_VALIDATION.contactRequired });
  });
export type TCustomerInput = z.infer<typeof ZCustomerInput>;
/** What the form holds before the schema reads it. */
export type TCustomerFormInput = z.input<typeof ZCustomerInput>;

/** A customer as the calls answer it. */
export const ZCustomer = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  tags: z.array(z.string()),
  subscribed: z.boolean(),
  unsubscribed_at: z.string().nullable(),
  source: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/** GET api/v1/customer/customer: one page, newest first. */
export const ZCustomerPage = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(ZCustomer),
});
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

/** One refused CSV row: its row number in the file (the header is row 1), the column and why. */
export const ZImportRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** POST api/v1/customer/customer_upload: what the import did. */
export const ZCustomerImportReport = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number(),
  /** New customers. */
  created: z.number(),
  /** Rows merged into an existing customer or into an earlier row of the file (same e-mail or mobile). */
  merged: z.number(),
  /** Rows refused; each is named in `errors` (a row may have more than one error). */
  rejected: z.number(),
  errors: z.array(ZImportRowError),
});
export type TCustomerImportReport = z.infer<typeof ZCustomerImportReport>;
