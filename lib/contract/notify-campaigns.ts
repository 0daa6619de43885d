import { z } from 'zod';

/**
 * The notifications engine's templates, segments and campaigns (spec §7 api/v1/customer template,
 * notification segment, campaign, notification, image): one zod schema per input, read by the forms
 * and the server alike, and the answers' shapes. Paths as the backend sees them.
 */
export const NOTIFY_PATHS = {
  template: 'api/v1/customer/template',
  templatePreview: 'api/v1/customer/template/preview',
  segment: 'api/v1/customer/segment',
  segmentPreview: 'api/v1/customer/segment/preview',
  campaign: 'api/v1/customer/campaign',
  notification: 'api/v1/customer/notification',
  image: 'api/v1/customer/image',
  unsubscribe: 'api/v1/customer/unsubscribe',
} as const;

const REQUIRED = 'This field is required.';
const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

export const ZTemplateInput = z.object({
  name: required(120),
  subject: required(200),
  body_html: required(100_000),
});

/** A preview: the template as typed (or a saved one), for a customer of the agency (default: a sample). */
export const ZTemplatePreview = z.object({
  subject: z.string().max(200).default(''),
  body_html: z.string().max(100_000).default(''),
  customer_id: z.uuid('Choose a customer.').optional(),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .regex(DAY, 'Enter a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date.');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();

export const ZSegmentFilter = z
  .object({
    search: text(200),
    tags: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
    city: text(100),
    country: text(100),
    subscribed_only: z.boolean().optional(),
    has_booked: z.boolean().optional(),
    booked_from: day.optional(),
    booked_to: day.optional(),
  })
  .strict()
  .refine((f) => !f.booked_from || !f.booked_to || f.booked_from <= f.booked_to, {
    message: 'The end date must not be before the start date.',
    path: ['booked_to'],
  });
export type TSegmentFilterInput = z.infer<typeof ZSegmentFilter>;

export const ZSegmentInput = z.object({ name: required(120), filter: ZSegmentFilter.default({}) });
export const ZSegmentPreview = z.object({ filter: ZSegmentFilter.default({}) });

export const ZCampaignInput = z.object({
  name: required(120),
  segment_id: z.uuid('Choose a segment.'),
  template_id: z.uuid('Choose a template.'),
});

/** Send now, or at `scheduled_at` (ISO date-time with offset) when it is in the future. */
export const ZSendCampaign = z.object({
  scheduled_at: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }).optional(),
});

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export const RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type TRecipientStatusName = (typeof RECIPIENT_STATUSES)[number];

export interface TTemplateView {
  id: string;
  name: string;
  subject: string;
  body_html: string;
  updated_at: string;
}
export interface TSegmentView {
  id: string;
  name: string;
  filter: TSegmentFilterInput;
  customers: number;
  updated_at: string;
}
export interface TCampaignView {
  id: string;
  name: string;
  status: (typeof CAMPAIGN_STATUSES)[number];
  segment: { id: string; name: string };
  template: { id: string; name: string };
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  counts: Record<TRecipientStatusName, number>;
  created_at: string;
}
export interface TRecipientView {
  id: string;
  customer_id: string;
  name: string;
  email: string | null;
  status: TRecipientStatusName;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}
export interface TRecipientPage {
  count: number;
  page: number;
  page_size: number;
  results: TRecipientView[];
}
export interface TImageView {
  id: string;
  url: string;
  content_type: string;
  size: number;
}
