import { type JsonLdValue, serializeJsonLd } from '@/lib/seo/json-ld';

/** A structured-data block. Not executed by the browser, so the page's CSP does not apply to it. */
export function JsonLd({ data }: { data: JsonLdValue }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes `<`, `>` and `&` so the data cannot close the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
