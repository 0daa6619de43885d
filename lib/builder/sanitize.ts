import { safeImageUrl } from '@/lib/content/home';

/**
 * What a page-builder element (spec §1, §2 "Page-builder widgets", §3 no-code element content) may
 * put on the page. Its configuration is foreign data rendered on every visitor's page, so each
 * part passes an allow-list here before it reaches a component:
 * - CSS: only layout, colour and typography properties, each value free of `url()` (but a safe
 *   image in `background-image`), `expression()`, `@import`, escapes, braces and semicolons;
 *   `position` only static, relative or sticky (no fixed or absolute overlay), no `z-index`, no
 *   offsets, no transforms.
 * HTML text, links and images use the site's existing allow-lists (lib/builder/model.ts applies them):
 * `sanitizeRichText` (lib/content/sanitize.ts: no script, no event handlers, no style, only
 * http(s)/mailto/tel URLs), `safeHref` (lib/shell/links.ts) and `safeImageUrl` (lib/content/home.ts).
 * Pure; no React, no I/O.
 */

/** CSS properties a builder element may set (kebab-case), with their values' allowed forms. */
const LAYOUT = [
  'display',
  'flex',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'justify-content',
  'justify-items',
  'align-items',
  'align-content',
  'align-self',
  'order',
  'gap',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-column',
  'grid-row',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'box-sizing',
  'overflow',
  'overflow-x',
  'overflow-y',
  'object-fit',
  'object-position',
  'vertical-align',
  'float',
  'clear',
];
const COLOUR = [
  'color',
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
  'opacity',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'box-shadow',
  'outline',
];
const TYPOGRAPHY = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'text-shadow',
  'white-space',
  'word-break',
  'overflow-wrap',
  'list-style',
  'list-style-type',
];

const ALLOWED_PROPERTIES: ReadonlySet<string> = new Set([...LAYOUT, ...COLOUR, ...TYPOGRAPHY]);

/** `position` may keep an element in the flow; fixed and absolute could cover the whole page. */
const ALLOWED_POSITIONS: ReadonlySet<string> = new Set(['static', 'relative', 'sticky']);

const MAX_VALUE_CHARS = 200;
const MAX_PROPERTIES = 60;

/**
 * Characters and words no allowed value needs: escapes and comments (which hide the others), rule
 * and declaration ends, markup, `url(` (images go through `background-image` only), old IE
 * `expression(`, `@import`, script schemes and `behavior`/`-moz-binding` tricks.
 */
const FORBIDDEN_VALUE =
  /[\\;{}<>]|\/\*|url\s*\(|expression\s*\(|@import|javascript:|vbscript:|data:|-moz-binding|behavior\s*:/i;

/** `background-image: url(<safe image>)`, nothing else. */
const BACKGROUND_URL = /^url\(\s*(["']?)([^"'()\s]+)\1\s*\)$/i;

const kebab = (name: string): string =>
  name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function cleanValue(property: string, raw: unknown): string | number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const value = raw.trim().replace(/\s*!important$/i, '');
  if (!value || value.length > MAX_VALUE_CHARS) return null;
  if (property === 'position') return ALLOWED_POSITIONS.has(value.toLowerCase()) ? value.toLowerCase() : null;
  if (property === 'background-image') {
    if (value.toLowerCase() === 'none') return 'none';
    const match = BACKGROUND_URL.exec(value);
    const src = match ? safeImageUrl(match[2]) : null;
    return src && !src.startsWith('data:') ? `url("${src}")` : null;
  }
  return FORBIDDEN_VALUE.test(value) ? null : value;
}

/**
 * A builder element's `css` as a React style object: allowed properties only (kebab-case or
 * camelCase in the configuration), each value checked; anything else is dropped, never repaired.
 */
export function builderStyle(css: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (!css || typeof css !== 'object' || Array.isArray(css)) return out;
  let count = 0;
  for (const [name, raw] of Object.entries(css)) {
    if (count >= MAX_PROPERTIES) break;
    const property = kebab(name);
    if (property !== 'position' && !ALLOWED_PROPERTIES.has(property)) continue;
    const value = cleanValue(property, raw);
    if (value === null) continue;
    out[camel(property)] = value;
    count += 1;
  }
  return out;
}
