import sanitizeHtml from 'sanitize-html';

/**
 * Campaign mail templates (issue 29 item 1): a subject and an HTML body with {{variables}}, rendered
 * for one customer. Pure. The body is sanitised when it is saved and again when it is rendered: only
 * the allow-listed tags and attributes stay, links are http(s) or mailto, and images come only from
 * https or from the site's own image store (IMAGE_FILE_PATH), so a template cannot run script or
 * load a tracking pixel over plain http.
 */

/** The variables a template may use. */
export const TEMPLATE_VARIABLES = [
  'first_name',
  'last_name',
  'email',
  'city',
  'country',
  'agency_name',
  'unsubscribe_url',
] as const;
export type TTemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TTemplateValues = Record<TTemplateVariable, string>;

/** Where the site serves a stored template image, as the browser asks it (…?id=<uuid>). */
export const IMAGE_FILE_PATH = '/api/api/v1/customer/image/file';

const VARIABLE = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Variables a text names that no customer has (a typo such as {{frist_name}}), in order of appearance. */
export function unknownVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(VARIABLE)) {
    const name = m[1] ?? '';
    if (!(TEMPLATE_VARIABLES as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/**
 * The image address a template may keep: an https URL, or the site's own stored image — relative
 * (as the editor inserts it) or on the site's origin; own images become absolute on `origin`, since
 * a mail client has no page to resolve a relative address against. Anything else: null (dropped).
 */
export function allowedImageSrc(src: string, origin: string | null): string | null {
  const value = src.trim();
  let url: URL;
  try {
    url = new URL(value, origin ?? 'https://own.invalid');
  } catch {
    return null;
  }
  const own =
    url.pathname === IMAGE_FILE_PATH &&
    UUID.test(url.searchParams.get('id') ?? '') &&
    (value.startsWith('/') || (origin !== null && url.origin === new URL(origin).origin));
  if (own) {
    const id = url.searchParams.get('id') ?? '';
    return origin ? `${new URL(origin).origin}${IMAGE_FILE_PATH}?id=${id}` : `${IMAGE_FILE_PATH}?id=${id}`;
  }
  if (value.startsWith('/') || url.protocol !== 'https:' || url.username || url.password) return null;
  return url.toString();
}

const TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

function options(origin: string | null): sanitizeHtml.IOptions {
  return {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ? allowedImageSrc(attribs.src, origin) : null;
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: src ? { ...rest, src } : rest };
      },
    },
    // An image whose address was refused is dropped whole, not left as an empty box.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** A template body as it is stored: sanitised, own images kept relative. */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, options(null));
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const fill = (text: string, values: TTemplateValues, encode: (v: string) => string) =>
  text.replace(VARIABLE, (_all, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name as TTemplateVariable]) : '',
  );

export interface TRenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Plain text of sanitised HTML: tags dropped, block ends as line breaks, entities decoded. */
function textOf(html: string): string {
  const spaced = html.replace(/<\/(p|div|h[1-4]|li|tr|blockquote)>|<br\s*\/?>/gi, '\n');
  const bare = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return bare
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/**
 * One customer's mail: variables filled in (HTML-escaped in the body, plain in the subject, whose
 * line breaks become spaces), the body sanitised again with own images made absolute on `origin`,
 * and an unsubscribe line added when the template does not carry {{unsubscribe_url}} itself.
 */
export function renderTemplate(
  template: { subject: string; bodyHtml: string },
  values: TTemplateValues,
  origin: string,
  unsubscribeLabel = 'Unsubscribe',
): TRenderedMail {
  const subject = fill(template.subject, values, (v) => v)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  let body = fill(template.bodyHtml, values, escapeHtml);
  if (!/\{\{\s*unsubscribe_url\s*\}\}/.test(template.bodyHtml)) {
    body += `<p><small><a href="${escapeHtml(values.unsubscribe_url)}">${escapeHtml(unsubscribeLabel)}</a></small></p>`;
  }
  const html = sanitizeHtml(body, options(origin));
  let text = textOf(html);
  if (!text.includes(values.unsubscribe_url)) text += `\n\n${unsubscribeLabel}: ${values.unsubscribe_url}`;
  return { subject, html, text };
}
