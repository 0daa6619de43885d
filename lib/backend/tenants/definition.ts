import { z } from 'zod';
import { ZSiteConfig } from '@/lib/contract/site-config';
import { isTenantKey } from '@/lib/tenant/host';

/**
 * What the built-in backend stores for a tenant. Strict where ZSiteConfig is lenient: unknown
 * top-level keys are refused (a typo must not pass silently), colours must be CSS hex colours and
 * the key must be a valid subdomain.
 */
const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Expected a hex colour such as #0b5cad');

const hostname = z
  .string()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Expected a domain name such as travel.example.com',
  );

const urlOrPath = z
  .string()
  .refine(
    (v) => v.startsWith('/') || /^https?:\/\//.test(v),
    'Expected an absolute URL or a path starting with /',
  );

export const ZStoredSiteConfig = ZSiteConfig.extend({
  main_button_color: hexColour.nullish(),
  tagline_color: hexColour.nullish(),
  theme: z
    .object({
      primary_color: hexColour.nullish(),
      secondary_color: hexColour.nullish(),
      text_color: hexColour.nullish(),
      font_family: z.string().max(120).nullish(),
    })
    .strict()
    .nullish(),
  websiteimages_set: z
    .array(
      z
        .object({ category: z.string(), image_url: urlOrPath, image_type: z.string().nullish() })
        .passthrough(),
    )
    .default([]),
  sitelink_set: z
    .array(
      z
        .object({ type: z.string(), caption: z.string().default(''), redirection_url: urlOrPath })
        .passthrough(),
    )
    .default([]),
}).strict();

export const ZTenantDefinition = z
  .object({
    key: z
      .string()
      .refine(isTenantKey, 'Expected a subdomain: lowercase letters, digits and dashes, not reserved'),
    domains: z.array(hostname).default([]),
    config: ZStoredSiteConfig,
  })
  .strict()
  .refine((d) => d.config.subdomain === d.key, {
    path: ['config', 'subdomain'],
    message: 'Must equal the tenant key',
  });

export type TTenantDefinition = z.infer<typeof ZTenantDefinition>;

/** Zod issues as `path: message` lines, naming the field. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
}
