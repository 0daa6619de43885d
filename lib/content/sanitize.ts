import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the site configuration (about us, updates) and HTML error messages from the API is
 * foreign markup: it is rendered only after passing this strict allow-list. Anything not listed is
 * dropped — scripts and styles with their content, event-handler attributes, inline styles, and any
 * URL whose scheme is not http(s), mailto or tel.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'span',
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

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page owns its single h1; a configured h1 becomes a section heading.
    h1: 'h2',
    // A link that opens a new tab must not hand the opener window to the target.
    a: (tagName, attribs) => {
      const target = attribs.target === '_blank' ? '_blank' : undefined;
      const out: Record<string, string> = { ...attribs };
      if (target) {
        out.target = target;
        out.rel = 'noopener noreferrer';
      } else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
  },
};

/** Safe HTML for `dangerouslySetInnerHTML`, or '' when nothing survives. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML has visible text after sanitising (a configured `<p></p>` counts as empty). */
export function hasRichText(html: string | null | undefined): boolean {
  return sanitizeHtml(sanitizeRichText(html), { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
